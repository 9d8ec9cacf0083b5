import Foundation
import Storage
import Testing

@Suite("CacheLocation")
struct CacheLocationTests {
    private let home = URL(fileURLWithPath: "/home/rick", isDirectory: true)

    @Test func linuxUsesXDGCacheHomeWhenItIsAnAbsolutePath() {
        let location = CacheLocation.linuxDefault(
            environment: ["XDG_CACHE_HOME": "/var/cache/rick"], homeDirectory: home)

        #expect(location.directory.path == "/var/cache/rick/rick-and-morty-core")
    }

    @Test(arguments: [[:], ["XDG_CACHE_HOME": ""], ["XDG_CACHE_HOME": "relative/cache"]])
    func linuxFallsBackToDotCacheInTheHomeDirectory(environment: [String: String]) {
        let location = CacheLocation.linuxDefault(environment: environment, homeDirectory: home)

        #expect(location.directory.path == "/home/rick/.cache/rick-and-morty-core")
    }

    @Test func thePlatformDefaultEndsInTheApplicationFolder() {
        #expect(CacheLocation.platformDefault.directory.lastPathComponent == CacheLocation.applicationFolderName)
    }
}

@Suite("CacheLocation validation")
struct CacheLocationValidationTests {
    @Test func anExistingDirectoryOrALinkToOneIsValid() async throws {
        try await withTemporaryDirectory { root in
            try FileManager.default.createDirectory(at: root.url, withIntermediateDirectories: true)
            let link = root.file("link")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.url)

            try CacheLocation(directory: root.url).validate()
            try CacheLocation(directory: link).validate()
        }
    }

    @Test func aDirectoryThatDoesNotExistYetUnderDirectoriesIsValid() async throws {
        try await withTemporaryDirectory { root in
            try CacheLocation(directory: root.url.appendingPathComponent("a/b/cache")).validate()
        }
    }

    @Test func aRegularFileIsNotADirectoryNamingItsPath() async throws {
        try await withTemporaryDirectory { root in
            try FileManager.default.createDirectory(at: root.url, withIntermediateDirectories: true)
            let file = root.file("file")
            try Data().write(to: file)

            #expect(throws: CacheLocationError.notADirectory(path: file.path, found: "a regular file")) {
                try CacheLocation(directory: file).validate()
            }
            #expect(throws: CacheLocationError.notADirectory(path: file.path, found: "a regular file")) {
                try CacheLocation(directory: file.appendingPathComponent("cache")).validate()
            }
        }
    }

    @Test func theErrorNamesThePathAndWhatIsThere() {
        let error = CacheLocationError.notADirectory(path: "/tmp/x", found: "a regular file")

        #expect(error.description == "'/tmp/x' is a regular file, not a directory")
    }
}
