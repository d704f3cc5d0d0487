import WidgetConcurrency
import WidgetJSON
import WidgetLogFormat
import WidgetProtocol
import WidgetRPC

// Performing what the machine says, one overload per action type: what takes time becomes a
// job for the run loop, the rest happens here and now.
extension WidgetSupervisor {
    func perform(_ spawn: WidgetMachine.Spawn?) {
        guard let spawn else { return }
        // A widget the host stopped runs again: its events are followed again.
        broadcast.reopen()
        count { $0.starts += 1 }
        post(.launch(instance: spawn.instance))
    }

    func perform(_ action: WidgetMachine.RetryAction?) {
        guard let action else { return }
        if action.cancelsRestart { cancel(.restart) }
        perform(record: action.record)
        perform(action.spawn)
    }

    func perform(_ action: WidgetMachine.SpawnedAction) {
        switch action {
        case .handshake(let number):
            post(.handshake(.initialize, instance: number))
        case .discard(let number):
            instances[number]?.connection.close(reason: "the widget's start was called off")
            instances[number]?.process.kill()
        }
    }

    func perform(_ action: WidgetMachine.HandshakeAction?) {
        switch action {
        case .send(let step, let number)?: post(.handshake(step, instance: number))
        case .kill(let kill)?: perform(kill)
        case .refuse(let refusal)?: perform(refusal)
        case nil: break
        }
    }

    func perform(_ action: WidgetMachine.InitAnsweredAction?) {
        switch action {
        case .ready(let record, let fetch)?:
            perform(record: record)
            perform(fetch)
        case .kill(let kill)?:
            perform(kill)
        case .refuse(let refusal)?:
            perform(refusal)
        case nil:
            break
        }
    }

    func perform(_ refusal: WidgetMachine.Refusal) {
        perform(record: refusal.record)
        post(.stopSequence(instance: refusal.instance))
    }

    func perform(_ kill: WidgetMachine.Kill?) {
        guard let kill else { return }
        var fields: [(LogField, JSONValue)] = [(.action, .string("SIGKILL to the process group"))]
        if let breach = kill.breach {
            fields += [(.budget, .string(breach.resource.rawValue))] + breach.recordFields.map { ($0, .int(Int64($1))) }
        }
        record(kill.cause.recordKind, instance: kill.instance, text: kill.detail, fields: fields)
        instances[kill.instance]?.connection.close(reason: kill.detail)
        instances[kill.instance]?.process.kill()
    }

    func perform(_ fetch: WidgetMachine.FetchStart?) {
        guard let fetch else { return }
        if fetch.cancelsRetry { cancel(.cellRetry) }
        post(.fetchHeight(instance: fetch.instance, fetch: fetch.fetch, width: fetch.width))
    }

    func perform(_ action: WidgetMachine.HeightAnsweredAction?) {
        switch action {
        case .fetchCell(let number, let fetch, let width)?:
            post(.fetchCell(instance: number, fetch: fetch, width: width))
        case .failed(let kill, let retry)?:
            perform(kill)
            perform(retry)
        case nil:
            break
        }
    }

    func perform(_ action: WidgetMachine.CellAnsweredAction?) {
        switch action {
        case .succeeded(let timeline, let next)?:
            switch timeline {
            case .arm(let delay): arm(.timelineReload, after: delay)
            case .cancel: cancel(.timelineReload)
            }
            perform(next)
        case .failed(let kill, let retry)?:
            perform(kill)
            perform(retry)
        case nil:
            break
        }
    }

    func perform(_ retry: WidgetMachine.FetchRetry?) {
        switch retry {
        case .now(let fetch)?: perform(fetch)
        case .after(let delay)?: arm(.cellRetry, after: delay)
        case nil: break
        }
    }

    func perform(_ action: WidgetMachine.ExitAction?, of number: Int) {
        guard let action else { return }
        cancel(.channelClosedGrace(instance: number))
        if action.cancelsRetry { cancel(.cellRetry) }
        for record in action.records { perform(record: record) }
        if let delay = action.restartAfter { arm(.restart, after: delay) }
    }

    func perform(_ action: WidgetMachine.StopAction) {
        cancel(.timelineReload)
        if action.cancelsRetry { cancel(.cellRetry) }
        if action.cancelsRestart { cancel(.restart) }
        perform(record: action.record)
        if let number = action.runStopSequence { post(.stopSequence(instance: number)) }
    }

    func perform(record: WidgetMachine.MachineRecord?) {
        guard let record else { return }
        self.record(record.kind, instance: record.instance, method: record.method, text: record.text, fields: record.fields)
    }
}
