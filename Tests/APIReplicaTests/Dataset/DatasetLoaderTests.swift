import APIReplica
import Foundation
import Testing

@Suite("DatasetLoader")
struct DatasetLoaderTests {
    @Test func loadsADirectoryInTheAPIsFormatSortedById() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let dataset = try DatasetLoader.load(directory: directory)

        #expect(dataset.characters.map(\.id) == Array(1...SmallUniverse.characterCount))
        #expect(dataset.locations.map(\.id) == [0, 1, 2, 3, 4])
        #expect(dataset.episodes.map(\.name) == ["Pilot", "Lawnmower Dog", "Morty’s Story"])
        #expect(dataset.characters[6].filterValue(forKey: "name") == "Morty’s Clone (J19ζ7)")
        #expect(dataset.locations[0].filterValue(forKey: "type") == nil)
    }

    @Test func readsAvatarsFromTheDirectorysAvatarsFolder() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let avatars = directory.appendingPathComponent("avatars")
        try FileManager.default.createDirectory(at: avatars, withIntermediateDirectories: true)
        try SmallUniverse.avatar(2).write(to: avatars.appendingPathComponent("2.jpeg"))

        let dataset = try DatasetLoader.load(directory: directory)

        #expect(dataset.avatars.jpegData(forCharacter: 2) == SmallUniverse.avatar(2))
        #expect(dataset.avatars.jpegData(forCharacter: 3) == nil)
    }

    @Test(arguments: ReplicaResource.allCases)
    func aMissingFileIsNamed(resource: ReplicaResource) throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent(resource.fileName))

        let error = try #require(throws: DatasetLoadingError.self) { try DatasetLoader.load(directory: directory) }

        #expect(error.problem == .missingFile)
        #expect(error.file.hasSuffix("/" + resource.fileName))
        #expect(error.description.hasSuffix("\(resource.fileName): file not found"))
    }

    @Test(arguments: [
        ("[{\"id\": 1, \"name\": \"a\"},\n {\"id\": 2 \"name\": \"b\"}]", "invalid JSON at line 2, column 11"),
        ("{\"id\": 1}", "expected a JSON array of objects at the top level, found an object"),
        ("[{\"id\": 1, \"name\": \"a\"}, 7]", "the element at index 1 is a number, expected an object"),
        ("[{\"name\": \"a\"}]", "the object at index 0 has no \"id\""),
        ("[{\"id\": 1}]", "the object at index 0 has no \"name\""),
        ("[{\"id\": \"1\", \"name\": \"a\"}]", "the object at index 0 has \"id\" as a string, expected an integer"),
        ("[{\"id\": 1.5, \"name\": \"a\"}]", "the object at index 0 has \"id\" as the number 1.5, expected an integer"),
        ("[{\"id\": 1, \"name\": null}]", "the object at index 0 has \"name\" as null, expected a string"),
        ("[{\"id\": 1, \"name\": \"a\", \"status\": 3}]", "has \"status\" as a number, expected a string"),
        ("[{\"id\": 4, \"name\": \"a\"}, {\"id\": 4, \"name\": \"b\"}]", "indexes 0 and 1 share the id 4"),
        ("[7, {\"id\": 1, \"name\": \"a\"},]", "invalid JSON at line 1, column 28"),
        ("[{\"id\": 1, \"name\": \"a\"}] 7", "invalid JSON at line 1, column 26"),
        ("[[[1]]", "invalid JSON at line 1, column 7"),
    ])
    func aBadCharactersFileIsNamedWithItsProblem(contents: String, problem: String) throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(contents.utf8).write(to: directory.appendingPathComponent("characters.json"))

        let error = try #require(throws: DatasetLoadingError.self) { try DatasetLoader.load(directory: directory) }

        #expect(error.file == directory.appendingPathComponent("characters.json").path)
        #expect(error.description.hasPrefix(error.file + ": "))
        #expect(error.description.contains(problem))
    }

    @Test func errorsFromMemoryNameTheFileTheDataStandsFor() throws {
        let error = try #require(throws: DatasetLoadingError.self) {
            try DatasetLoader.dataset(
                characters: Data(SmallUniverse.charactersJSON.utf8),
                episodes: Data("[{\"id\": 1, \"name\": \"Pilot\", \"episode\": [1]}]".utf8),
                locations: Data(SmallUniverse.locationsJSON.utf8)
            )
        }

        #expect(
            error.description == "episodes.json: the object at index 0 has \"episode\" as an array, expected a string")
    }

    @Test func theBundledSampleLoadsAndIsServed() async throws {
        let dataset = try ReplicaDataset.bundledSample()
        let api = ReplicaAPI(dataset: dataset, baseURL: try #require(URL(string: "http://localhost:1")))

        let reply = await api.reply("/api/character/\(try #require(dataset.characters.first?.id))")

        #expect(!dataset.characters.isEmpty && !dataset.episodes.isEmpty && !dataset.locations.isEmpty)
        #expect(reply.status == 200)
        #expect(dataset.avatars.jpegData(forCharacter: 1) == nil)
    }

    private func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("DatasetLoaderTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(SmallUniverse.charactersJSON.utf8).write(to: directory.appendingPathComponent("characters.json"))
        try Data(SmallUniverse.episodesJSON.utf8).write(to: directory.appendingPathComponent("episodes.json"))
        try Data(SmallUniverse.locationsJSON.utf8).write(to: directory.appendingPathComponent("locations.json"))
        return directory
    }
}
