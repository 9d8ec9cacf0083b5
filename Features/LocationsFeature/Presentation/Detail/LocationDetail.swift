import SharedPresentation

/// A location's detail on the shared detail screen: its type, dimension and residents, each opening the character.
enum LocationDetail {
    static func parts(load: LoadLocationDetail, loadResidents: LoadLocationResidents) -> DetailScreenParts<Location> {
        DetailScreenParts(
            noun: LocationsStrings.noun,
            load: { try await load(id: $0, mode: $1) },
            title: \.name,
            fields: { location in
                [
                    .init(label: LocationsStrings.typeLabel, value: LocationsStrings.value(location.type)),
                    .init(label: LocationsStrings.dimensionLabel, value: LocationsStrings.value(location.dimension)),
                    .init(label: LocationsStrings.residentsLabel, value: String(location.residentIDs.count)),
                ]
            },
            values: \.screenValues,
            related: [
                RelatedItems(
                    title: LocationsStrings.residentsLabel,
                    load: { try await loadResidents(of: $0, mode: $1).map { $0.map(\.row) } },
                    open: { LocationsScreens.characterRoute(id: $0) }
                )
            ]
        )
    }
}
