/** Page layout classes shared by every page (max width and gutters). */
import { css } from "styled-system/css";

export const container = css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" } });
