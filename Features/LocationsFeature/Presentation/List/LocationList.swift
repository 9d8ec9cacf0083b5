import SharedPresentation

/// The locations list on the shared list screen: a page at a time, narrowed by name, type and dimension.
enum LocationList {
    static func parts(loadPage: LoadLocationsPage) -> ListScreenParts<Location> {
        ListScreenParts(
            noun: LocationsStrings.noun,
            filters: LocationFilters.rules,
            load: { try await loadPage($0, mode: $1) },
            row: { location in
                ScreenSnapshot.Row(
                    id: location.id, title: location.name, detail: LocationsStrings.rowDetail(location),
                    values: location.screenValues)
            },
            open: { LocationsScreens.routes.detail(id: $0) }
        )
    }
}
