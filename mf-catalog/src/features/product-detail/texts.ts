import { defineMessages } from '@storefront/contracts';

/** The product page's texts that are Cara's: the entry to the room visualizer. */
export const CARA_ENTRY_TEXTS = defineMessages(
  {
    seeInRoom: 'See it in my room',
    seeInRoomHint: (name: string) => `Place the ${name} in a photo of your room`,
  },
  {
    seeInRoom: '在我的房间中查看',
    seeInRoomHint: (name: string) => `将 ${name} 放入您的房间照片中查看效果`,
  },
);
