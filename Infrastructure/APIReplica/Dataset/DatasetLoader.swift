import Foundation

/// Loads a dataset in the API's own JSON format: `characters.json`, `episodes.json`, `locations.json`, `avatars/`.
public enum DatasetLoader {
    /// Loads the three files in `directory`, serving `avatars`, or by default those of its `avatars` folder.
    public static func load(
        directory: URL, avatars: (any AvatarSource)? = nil
    ) throws(DatasetLoadingError) -> ReplicaDataset {
        let avatars = avatars ?? DirectoryAvatarSource(directory: directory.appendingPathComponent("avatars"))
        var contents: [ReplicaResource: Data] = [:]
        for resource in ReplicaResource.allCases {
            contents[resource] = try self.contents(of: directory.appendingPathComponent(resource.fileName))
        }
        return try dataset(
            characters: contents[.character] ?? Data(), episodes: contents[.episode] ?? Data(),
            locations: contents[.location] ?? Data(), avatars: avatars, directory: directory)
    }

    /// Builds a dataset from the three files' contents; errors name the files (`characters.json`, ...) in `directory`.
    public static func dataset(
        characters: Data,
        episodes: Data,
        locations: Data,
        avatars: any AvatarSource = EmptyAvatarSource(),
        directory: URL? = nil
    ) throws(DatasetLoadingError) -> ReplicaDataset {
        func file(_ resource: ReplicaResource) -> String {
            directory?.appendingPathComponent(resource.fileName).path ?? resource.fileName
        }
        return ReplicaDataset(
            characters: try records(of: .character, from: characters, file: file(.character)),
            episodes: try records(of: .episode, from: episodes, file: file(.episode)),
            locations: try records(of: .location, from: locations, file: file(.location)),
            avatars: avatars,
            digest: DatasetDigest.digest(of: [characters, locations, episodes])
        )
    }

    /// Parses one file's contents into records, checking every object's `id`, `name` and filter fields.
    public static func records(
        of resource: ReplicaResource,
        from data: Data,
        file: String
    ) throws(DatasetLoadingError) -> [ReplicaRecord] {
        var collector = RecordCollector(resource: resource, file: file)
        let topLevel: OrderedJSON?
        do {
            topLevel = try OrderedJSON.parseElements(of: data) { collector.add($0) }
        } catch {
            throw DatasetLoadingError(file: file, problem: .invalidJSON(error))
        }
        if let topLevel {
            throw DatasetLoadingError(file: file, problem: .notAnArray(found: topLevel.kindName))
        }
        return try collector.finished()
    }

    /// The records of the list pages `pages` as a crawl saved them; errors name `file` (such as their URL).
    public static func records(
        of resource: ReplicaResource,
        fromPages pages: [Data],
        file: String
    ) throws(DatasetLoadingError) -> [ReplicaRecord] {
        var collector = RecordCollector(resource: resource, file: file)
        for page in pages {
            let document: OrderedJSON
            do {
                document = try OrderedJSON.parse(page)
            } catch {
                throw DatasetLoadingError(file: file, problem: .invalidJSON(error))
            }
            guard case .array(let results)? = document["results"] else {
                throw DatasetLoadingError(file: file, problem: .notAnArray(found: document.kindName))
            }
            results.forEach { collector.add($0) }
        }
        return try collector.finished()
    }

    private static func contents(of file: URL) throws(DatasetLoadingError) -> Data {
        do {
            return try Data(contentsOf: file)
        } catch {
            let exists = FileManager.default.fileExists(atPath: file.path)
            throw DatasetLoadingError(
                file: file.path,
                problem: exists ? .unreadable(reason: error.localizedDescription) : .missingFile
            )
        }
    }
}
