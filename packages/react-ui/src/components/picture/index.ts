export { Picture } from './picture.js'
export type { PictureProps } from './picture.js'
