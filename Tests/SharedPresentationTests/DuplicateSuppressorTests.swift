import SharedPresentation
import Testing

@Suite("DuplicateSuppressor")
struct DuplicateSuppressorTests {
    @Test func admitsOnlyValuesThatDifferFromTheLastAdmitted() {
        var sut = DuplicateSuppressor<String>()

        let admitted = ["rick", "rick", "morty", "rick"].map { sut.admit($0) }

        #expect(admitted == [true, false, true, true])
        #expect(sut.lastValue == "rick")
    }

    @Test func resetAdmitsTheSameValueAgain() {
        var sut = DuplicateSuppressor<String>()
        _ = sut.admit("rick")

        sut.reset()
        let admitted = sut.admit("rick")

        #expect(admitted)
    }
}
