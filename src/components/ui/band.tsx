import { createContext, useContext } from 'react'

/**
 * Whether what is drawn sits on a dark band (navy): the booking button turns inverse there, so it keeps one look per
 * band color. A `Section` of tone `dark` and the closing banner provide it.
 */
export const DarkBand = createContext(false)

export const useOnDark = () => useContext(DarkBand)
