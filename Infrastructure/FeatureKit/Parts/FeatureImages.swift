import FeatureData
import FeatureDomain
import Networking
import SharedPresentation

/// A feature's items' images: where an item's is (what the kit loads, crawls and fakes on fixtures), how the
/// `image ID` command reads in `--help`, an optional decorator of the loader, and the screens' part.
public struct FeatureImages: Sendable {
    /// One line for `--help` of the command, such as "a character's image: its detail, then its avatar".
    public var summary: String
    /// The image of an item, by id.
    public var endpoint: @Sendable (Int) -> Endpoint
    /// Wraps the loader, given the feature's settings; the loader itself by default.
    public var decorate: @Sendable (any ImageLoader, FeatureSettings) -> any ImageLoader
    /// What the list and detail screens show: the word that loads an image and the feature's own failures'
    /// sentence; the kit fills in its load.
    public var addition: ImageAddition

    /// Declares images.
    public init(
        summary: String,
        endpoint: @escaping @Sendable (Int) -> Endpoint,
        decorate: @escaping @Sendable (any ImageLoader, FeatureSettings) -> any ImageLoader = { loader, _ in loader },
        addition: ImageAddition = ImageAddition()
    ) {
        self.summary = summary
        self.endpoint = endpoint
        self.decorate = decorate
        self.addition = addition
    }

    /// `image ID`: shows the detail at `route`, then loads its image.
    func command(route: RouteName) -> FeatureCommand {
        FeatureCommand(
            addition.word, summary: summary, takesID: true, route: route.rawValue, followedBy: addition.word)
    }

    /// The script word that loads the image of an item of `noun`.
    func scriptWord(_ noun: ItemNoun) -> ScriptWord {
        ScriptWord(addition.word, summary: "load the image of the \(noun.singular) with this id")
    }

    /// The screens' part, loading through `images` with the loader decorated for `settings`.
    func addition(loading images: any APIImages, settings: FeatureSettings) -> ImageAddition {
        let loader = decorate(images.loader(endpoint), settings)
        var addition = addition
        addition.load = { try await loader.image(of: $0, mode: $1) }
        return addition
    }
}
