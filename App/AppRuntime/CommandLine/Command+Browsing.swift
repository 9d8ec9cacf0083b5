import SharedPresentation

extension Command {
    /// The screen a browsing command shows (`characters`, `character`, `episodes`, `episode`); nil for others.
    public var route: AppRoute? {
        switch self {
        case .characters(let page, let filters): .characterList(page: page, filters: filters)
        case .character(let id): .characterDetail(id: id)
        case .episodes(let page, let season): .episodeList(page: page, season: season)
        case .episode(let id): .episodeDetail(id: id)
        default: nil
        }
    }

    /// The script steps a one-shot browsing command runs (`image ID` shows the character, then loads its image).
    public var browsingSteps: [ScriptStep]? {
        if let route {
            return [.show(route)]
        }
        if case .image(let id) = self {
            return [.show(.characterDetail(id: id)), .perform(.image(id: id))]
        }
        return nil
    }
}
