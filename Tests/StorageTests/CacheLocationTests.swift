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
