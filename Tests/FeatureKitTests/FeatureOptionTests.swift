import FeatureKit
import Testing

@Suite("Feature options: one typed declaration, read by itself")
struct FeatureOptionTests {
    @Test func anOptionIsTheDeclarationTheAppParsesAndPrints() {
        let rate = FeatureOption.fraction("failure-rate", placeholder: "R", summary: "fail a share R")

        #expect(
            rate.declaration
                == CommandOption("failure-rate", placeholder: "R", value: .fraction, summary: "fail a share R"))
        #expect(rate.declaration.usage == "--failure-rate R")
    }

    @Test func settingsAreReadByTheOptionAsItsValueType() {
        let rate = FeatureOption.fraction("failure-rate", placeholder: "R", summary: "")
        let seed = FeatureOption.wholeNumber("failure-seed", placeholder: "N", summary: "")
        let greeting = FeatureOption.text("greeting", placeholder: "X", summary: "")
        let loud = FeatureOption.flag("loud", summary: "")
        let settings = FeatureSettings(["failure-rate": "0.25", "failure-seed": "42", "greeting": "Hi", "loud": "true"])

        #expect(settings[rate] == 0.25)
        #expect(settings[seed] == 42)
        #expect(settings[greeting] == "Hi")
        #expect(settings[loud] == true)
    }

    @Test func anOptionNotGivenReadsAsNil() {
        let page = FeatureOption.positiveInteger("start", placeholder: "N", summary: "")

        #expect(FeatureSettings()[page] == nil)
    }

    @Test func restrictedSettingsKeepOnlyTheDeclaredOptions() {
        let greeting = FeatureOption.text("greeting", placeholder: "X", summary: "")
        let other = FeatureOption.text("other", placeholder: "X", summary: "")
        let settings = FeatureSettings(["greeting": "Hi", "other": "x"]).restricted(to: [greeting.declaration])

        #expect(settings[greeting] == "Hi")
        #expect(settings[other] == nil)
    }
}
