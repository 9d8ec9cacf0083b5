import FeatureDomain
import SharedPresentation

extension CharacterListViewModel {
    /// `Page 2 of 42 · name: rick`; nil until a page is shown.
    var subtitle: String? {
        shown.map {
            CharactersStrings.pageSubtitle(
                page: $0.page.value.number,
                of: $0.page.value.pageCount,
                filter: $0.request.filter
            )
        }
    }

    /// The rows of the page shown: name, then status, species and image state.
    var rows: [ScreenSnapshot.Row] {
        (shown?.page.value.characters ?? []).map { character in
            let image = (avatars.state(for: character.id) ?? .loading).text(characterID: character.id)
            return ScreenSnapshot.Row(
                id: character.id,
                title: character.name,
                detail: CharactersStrings.rowDetail(status: character.status, species: character.species, image: image),
                values: character.screenValues
            )
        }
    }

    /// The page shown, for `--json`: its number, the number of pages and of characters.
    var page: ScreenSnapshot.Page? {
        shown.map {
            ScreenSnapshot.Page(
                number: $0.page.value.number, count: $0.page.value.pageCount, items: $0.page.value.totalCount)
        }
    }

    /// Whether the page shown has a row to open.
    var canOpen: Bool { shown?.page.value.characters.isEmpty == false }

    /// What an empty page says: no character matches the filter.
    var emptyMessage: String? {
        shown.map { CharactersStrings.noMatchMessage(for: $0.request.filter) }
    }

    /// The offline notice when the page shown is stale.
    var notices: [String] {
        guard let date = shown?.page.staleSince else { return [] }
        return [LoadFailureText.offlineNotice(savedAt: date)]
    }
}
