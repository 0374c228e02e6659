import { defineMessages } from '@storefront/contracts';

/** The product page's texts that are Cara's: the entry to the room visualizer. */
export const CARA_ENTRY_TEXTS = defineMessages({ seeInRoom: 'See it in my room' }, { seeInRoom: '在我的房间中查看' });
