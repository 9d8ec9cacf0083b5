import SharedPresentation

/// A location's detail on the shared detail screen: its type, dimension and residents, each opening the character.
enum LocationDetail {
    static func parts(load: LoadLocationDetail, loadResidents: LoadLocationResidents) -> DetailScreenParts<Location> {
        let residents = RelatedItems<Location>(
            title: LocationsStrings.residentsTitle, opens: .character
        ) {
            try await loadResidents(of: $0, mode: $1).map { $0.map(\.row) }
        }
        return DetailScreenParts(
            noun: LocationsStrings.noun, load: load.callAsFunction, title: \.name, fields: \.fields,
            values: \.screenValues, related: [residents])
    }
}
