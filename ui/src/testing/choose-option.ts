import { fireEvent, waitFor } from '@testing-library/react';

/** Picks an option of the PrimeReact dropdown whose input has this id, as a user clicks it open and chooses. */
export async function chooseOption(inputId: string, option: string): Promise<void> {
  fireEvent.click(document.getElementById(inputId)?.closest('.p-dropdown') as HTMLElement);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.p-dropdown-item')].find((node) => node.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
