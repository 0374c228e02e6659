import { favoriteToast, type Language } from '@storefront/contracts';

/** The toast of a favorite saved or taken off (the contracts' words in English), in the language. */
export function favoriteToastIn(language: Language | string, customerName: string | null, liked: boolean): string {
  if (language !== 'zh') return favoriteToast(customerName, liked);
  if (!customerName) return liked ? '已保存到您的收藏' : '已从您的收藏中移除';
  return liked ? `为 ${customerName} 挑得好！已保存到其收藏。` : `已从 ${customerName} 的收藏中移除`;
}
