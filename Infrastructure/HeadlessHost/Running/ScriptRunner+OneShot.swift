import Console
import SharedPresentation

extension ScriptRunner {
    /// Runs a one-shot command: shows its route with its follow-up started at once, then prints the settled screen.
    ///
    /// `image 1` asks for the avatar as the character opens, so it loads once; 1 when the screen or follow-up fails.
    public func runCommand(_ invocation: FeatureInvocation, repeatsErrors: Bool = true, showsEveryRow: Bool = false)
        async -> ExitCode
    {
        let (route, followUp) = (invocation.route, invocation.followUp)
        let command = invocation.commandText(showsEveryRow: showsEveryRow)
        let shown = await show(route, then: followUp, showingEveryRow: showsEveryRow)
        if case .failed(let message, let kind, _) = shown {
            report(ErrorReport(kind: kind, message: message), command: command)
            return .failure
        }
        for step in invocation.steps {
            onUserAction(step.verb, step.argument)
        }
        printTopScreen(RenderContext(command: command, acceptsCommands: false))
        if case .failed(let message, _, _, _) = navigator.top?.snapshot.status {
            if repeatsErrors {
                printer.write(.notice(message))
            }
            return .failure
        }
        if let followUp, let message = navigator.top?.failure(of: followUp) {
            report(ErrorReport(kind: ErrorReport.Kind.failure, message: message), command: command)
            return .failure
        }
        return .success
    }

    /// Runs a feature's action on its own (`App favorite 3`): prints its result; fails (1) when it fails.
    public func runAction(_ request: ActionRequest) async -> ExitCode {
        let step = ScriptStep.act(request)
        switch await act(request) {
        case .success(let result):
            onUserAction(step.verb, step.argument)
            printer.write(.report(.action(result)), command: step.scriptText)
            return .success
        case .failure(let failure):
            report(
                ErrorReport(kind: ErrorReport.Kind.actionFailed, message: failure.message, source: failure.source),
                command: step.scriptText)
            return .failure
        }
    }
}
