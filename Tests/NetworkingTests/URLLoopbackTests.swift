import Foundation
import Networking
import Testing

@Suite("A URL on this machine")
struct URLLoopbackTests {
    @Test(arguments: [
        "http://127.0.0.1:8080/api", "http://127.9.0.1/api", "http://localhost/api", "http://LocalHost:1/api",
        "http://[::1]:8080/api",
    ])
    func loopbackAddressesAreThisMachine(text: String) throws {
        #expect(try #require(URL(string: text)).isLoopback)
    }

    @Test(arguments: ["https://rickandmortyapi.com/api", "http://10.0.0.1/api", "http://128.0.0.1/api"])
    func otherAddressesAreNot(text: String) throws {
        #expect(try #require(URL(string: text)).isLoopback == false)
    }
}
