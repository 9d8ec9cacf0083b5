import SharedPresentation

/// The locations list on the shared list screen: a page at a time, narrowed by name, type and dimension.
enum LocationList {
    static func parts(loadPage: LoadLocationsPage) -> ListScreenParts<Location> {
        ListScreenParts(
            noun: LocationsStrings.noun, filters: LocationFilters.rules, load: loadPage.callAsFunction, row: \.row,
            open: LocationsScreens.routes.detail(id:))
    }
}
