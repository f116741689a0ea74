//
//  QuoteClient.swift
//  HabitWidgets
//

import Foundation

struct Quote: Decodable, Hashable {
    var text: String
    var author: String
}

/// The app's API, through a session of its own.
final class QuoteClient {
    private let session: URLSession

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        configuration.httpAdditionalHeaders = ["Accept": "application/json"]
        session = URLSession(configuration: configuration)
    }

    func todaysQuote(token: String?) async throws -> Quote {
        var request = URLRequest(url: URL(string: "https://api.example.com/v1/quote?lang=en")!)
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(Quote.self, from: data)
    }
}
