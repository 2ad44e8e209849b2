"""The console's kit: what every screen is made of and no screen in particular (the theme, the fit to a
small screen, redrawing, the words and their languages, the shared widgets, saving and printing a page)."""
