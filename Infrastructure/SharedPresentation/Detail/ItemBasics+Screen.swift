import FeatureDomain

extension ItemBasics {
    /// The basics as data for `--json`, in the API's words: `id`, `name`, `url` and `created`.
    public var screenValues: [String: ScreenValue] {
        ["id": .integer(id), "name": .text(name), "url": .text(url), "created": .text(created)]
    }
}
