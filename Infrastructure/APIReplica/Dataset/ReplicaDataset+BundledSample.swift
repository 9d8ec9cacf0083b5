import Foundation

extension ReplicaDataset {
    /// Where the bundled sample universe is looked for: the module's resource bundle, else this source checkout.
    public static let sampleLocator = BundledResourceLocator(
        bundleName: "RickAndMortyCore_APIReplica",
        sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources", isDirectory: true)
    )

    /// The small slice of the real API bundled with the module (`Resources/SampleUniverse`), served with `avatars`.
    public static func bundledSample(
        avatars: any AvatarSource = EmptyAvatarSource()
    ) throws(DatasetLoadingError) -> ReplicaDataset {
        guard let directory = sampleLocator.directory(named: "SampleUniverse") else {
            throw DatasetLoadingError(
                file: "SampleUniverse (the APIReplica resource bundle, next to the executable)",
                problem: .missingFile
            )
        }
        return try DatasetLoader.load(directory: directory, avatars: avatars)
    }
}
