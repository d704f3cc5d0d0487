// swift-format-ignore-file
// Generated from protocol/samples by SampleTests (run with
// WIDGETS_RECORD=samples to rewrite it). Do not edit by hand.

/// `protocol/samples`, compiled in: `widgets check` works from any directory with them, and the
/// SDK's `Trip.samples`, `Flight.samples`, ... decode them.
package enum EmbeddedSamples {
    /// Relative path (`trips/one-way.json`) to file contents.
    package static let files: [String: String] = [
        "airports/fra.json": ##"""
{
  "iataCode": "FRA",
  "icaoCode": "EDDF",
  "name": "Frankfurt am Main",
  "city": "Frankfurt",
  "country": "DE",
  "timeZone": "Europe/Berlin",
  "latitude": 50.0379,
  "longitude": 8.5622,
  "terminals": [
    "1",
    "2"
  ]
}
"""##,
        "airports/jfk.json": ##"""
{
  "iataCode": "JFK",
  "icaoCode": "KJFK",
  "name": "John F. Kennedy International",
  "city": "New York",
  "country": "US",
  "timeZone": "America/New_York",
  "latitude": 40.6413,
  "longitude": -73.7781,
  "terminals": [
    "1",
    "4",
    "5",
    "7",
    "8"
  ]
}
"""##,
        "airports/lhr.json": ##"""
{
  "iataCode": "LHR",
  "icaoCode": "EGLL",
  "name": "London Heathrow",
  "city": "London",
  "country": "GB",
  "timeZone": "Europe/London",
  "latitude": 51.47,
  "longitude": -0.4543,
  "terminals": [
    "2",
    "3",
    "4",
    "5"
  ]
}
"""##,
        "airports/sin.json": ##"""
{
  "iataCode": "SIN",
  "icaoCode": "WSSS",
  "name": "Singapore Changi",
  "city": "Singapore",
  "country": "SG",
  "timeZone": "Asia/Singapore",
  "latitude": 1.3644,
  "longitude": 103.9915,
  "terminals": [
    "1",
    "2",
    "3",
    "4"
  ]
}
"""##,
        "airports/snn.json": ##"""
{
  "iataCode": "SNN",
  "icaoCode": "EINN",
  "name": "Shannon",
  "city": "Shannon",
  "country": "IE",
  "timeZone": "Europe/Dublin",
  "latitude": 52.7019,
  "longitude": -8.9248,
  "terminals": [
    "1"
  ]
}
"""##,
        "flights/aa100-diverted.json": ##"""
{
  "id": "fl-aa100-20270205",
  "airline": {
    "name": "American Airlines",
    "iataCode": "AA"
  },
  "flightNumber": "100",
  "departure": {
    "airport": {
      "iataCode": "JFK",
      "name": "John F. Kennedy International",
      "city": "New York",
      "timeZone": "America/New_York"
    },
    "scheduled": "2027-02-05T18:15:00-05:00",
    "actual": "2027-02-05T18:32:00-05:00",
    "terminal": "8",
    "gate": "B22"
  },
  "arrival": {
    "airport": {
      "iataCode": "LHR",
      "name": "London Heathrow",
      "city": "London",
      "timeZone": "Europe/London"
    },
    "scheduled": "2027-02-06T06:25:00+00:00",
    "estimated": "2027-02-06T09:40:00+00:00",
    "terminal": "3"
  },
  "status": "diverted",
  "seat": "23D",
  "bookingReference": "ZP5K1L",
  "aircraft": "Boeing 777-300ER",
  "divertedTo": {
    "iataCode": "SNN",
    "name": "Shannon",
    "city": "Shannon",
    "timeZone": "Europe/Dublin"
  }
}
"""##,
        "flights/ba117-scheduled.json": ##"""
{
  "id": "fl-ba117-20261103",
  "airline": {
    "name": "British Airways",
    "iataCode": "BA"
  },
  "flightNumber": "117",
  "departure": {
    "airport": {
      "iataCode": "LHR",
      "name": "London Heathrow",
      "city": "London",
      "timeZone": "Europe/London"
    },
    "scheduled": "2026-11-03T08:25:00+00:00",
    "terminal": "5"
  },
  "arrival": {
    "airport": {
      "iataCode": "JFK",
      "name": "John F. Kennedy International",
      "city": "New York",
      "timeZone": "America/New_York"
    },
    "scheduled": "2026-11-03T11:20:00-05:00",
    "terminal": "8"
  },
  "status": "scheduled",
  "seat": "32K",
  "bookingReference": "X7KQ2P",
  "aircraft": "Boeing 777-300ER"
}
"""##,
        "flights/ba906-delayed-gate-change.json": ##"""
{
  "id": "fl-ba906-20270114",
  "airline": {
    "name": "British Airways",
    "iataCode": "BA"
  },
  "flightNumber": "906",
  "departure": {
    "airport": {
      "iataCode": "LHR",
      "name": "London Heathrow",
      "city": "London",
      "timeZone": "Europe/London"
    },
    "scheduled": "2027-01-14T06:20:00+00:00",
    "estimated": "2027-01-14T07:05:00+00:00",
    "terminal": "5",
    "gate": "A22",
    "previousGate": "A10"
  },
  "arrival": {
    "airport": {
      "iataCode": "FRA",
      "name": "Frankfurt am Main",
      "city": "Frankfurt",
      "timeZone": "Europe/Berlin"
    },
    "scheduled": "2027-01-14T08:50:00+01:00",
    "estimated": "2027-01-14T09:35:00+01:00",
    "terminal": "2"
  },
  "status": "delayed",
  "seat": "5A",
  "bookingReference": "QW3E9R",
  "aircraft": "Airbus A320neo"
}
"""##,
        "flights/lh778-boarding.json": ##"""
{
  "id": "fl-lh778-20261210",
  "airline": {
    "name": "Lufthansa",
    "iataCode": "LH"
  },
  "flightNumber": "778",
  "departure": {
    "airport": {
      "iataCode": "FRA",
      "name": "Frankfurt am Main",
      "city": "Frankfurt",
      "timeZone": "Europe/Berlin"
    },
    "scheduled": "2026-12-10T12:05:00+01:00",
    "estimated": "2026-12-10T12:05:00+01:00",
    "terminal": "1",
    "gate": "Z25"
  },
  "arrival": {
    "airport": {
      "iataCode": "SIN",
      "name": "Singapore Changi",
      "city": "Singapore",
      "timeZone": "Asia/Singapore"
    },
    "scheduled": "2026-12-11T06:50:00+08:00",
    "estimated": "2026-12-11T06:42:00+08:00",
    "terminal": "2"
  },
  "status": "boarding",
  "seat": "42A",
  "bookingReference": "LH4R7T",
  "aircraft": "Airbus A350-900"
}
"""##,
        "flights/lh903-landed.json": ##"""
{
  "id": "fl-lh903-20261210",
  "airline": {
    "name": "Lufthansa",
    "iataCode": "LH"
  },
  "flightNumber": "903",
  "departure": {
    "airport": {
      "iataCode": "LHR",
      "name": "London Heathrow",
      "city": "London",
      "timeZone": "Europe/London"
    },
    "scheduled": "2026-12-10T07:00:00+00:00",
    "actual": "2026-12-10T07:08:00+00:00",
    "terminal": "2",
    "gate": "B42"
  },
  "arrival": {
    "airport": {
      "iataCode": "FRA",
      "name": "Frankfurt am Main",
      "city": "Frankfurt",
      "timeZone": "Europe/Berlin"
    },
    "scheduled": "2026-12-10T09:40:00+01:00",
    "actual": "2026-12-10T09:35:00+01:00",
    "terminal": "1",
    "gate": "A26"
  },
  "status": "landed",
  "seat": "14C",
  "bookingReference": "LH4R7T",
  "aircraft": "Airbus A321neo"
}
"""##,
        "flights/vs3-cancelled.json": ##"""
{
  "id": "fl-vs3-20261222",
  "airline": {
    "name": "Virgin Atlantic",
    "iataCode": "VS"
  },
  "flightNumber": "3",
  "departure": {
    "airport": {
      "iataCode": "LHR",
      "name": "London Heathrow",
      "city": "London",
      "timeZone": "Europe/London"
    },
    "scheduled": "2026-12-22T11:00:00+00:00",
    "terminal": "3"
  },
  "arrival": {
    "airport": {
      "iataCode": "JFK",
      "name": "John F. Kennedy International",
      "city": "New York",
      "timeZone": "America/New_York"
    },
    "scheduled": "2026-12-22T14:10:00-05:00",
    "terminal": "4"
  },
  "status": "cancelled",
  "seat": "51G",
  "bookingReference": "VS8H2M",
  "aircraft": "Airbus A350-1000"
}
"""##,
        "flights/vs4-scheduled.json": ##"""
{
  "id": "fl-vs4-20270102",
  "airline": {
    "name": "Virgin Atlantic",
    "iataCode": "VS"
  },
  "flightNumber": "4",
  "departure": {
    "airport": {
      "iataCode": "JFK",
      "name": "John F. Kennedy International",
      "city": "New York",
      "timeZone": "America/New_York"
    },
    "scheduled": "2027-01-02T19:00:00-05:00",
    "terminal": "4"
  },
  "arrival": {
    "airport": {
      "iataCode": "LHR",
      "name": "London Heathrow",
      "city": "London",
      "timeZone": "Europe/London"
    },
    "scheduled": "2027-01-03T07:00:00+00:00",
    "terminal": "3"
  },
  "status": "scheduled",
  "seat": "51G",
  "bookingReference": "VS8H2M",
  "aircraft": "Airbus A350-1000"
}
"""##,
        "trips/cancelled.json": ##"""
{
  "id": "trip-lon-nyc-2026-12",
  "title": "Christmas in New York",
  "flights": [
    {
      "id": "fl-vs3-20261222",
      "airline": {
        "name": "Virgin Atlantic",
        "iataCode": "VS"
      },
      "flightNumber": "3",
      "departure": {
        "airport": {
          "iataCode": "LHR",
          "name": "London Heathrow",
          "city": "London",
          "timeZone": "Europe/London"
        },
        "scheduled": "2026-12-22T11:00:00+00:00",
        "terminal": "3"
      },
      "arrival": {
        "airport": {
          "iataCode": "JFK",
          "name": "John F. Kennedy International",
          "city": "New York",
          "timeZone": "America/New_York"
        },
        "scheduled": "2026-12-22T14:10:00-05:00",
        "terminal": "4"
      },
      "status": "cancelled",
      "seat": "51G",
      "bookingReference": "VS8H2M",
      "aircraft": "Airbus A350-1000"
    },
    {
      "id": "fl-vs4-20270102",
      "airline": {
        "name": "Virgin Atlantic",
        "iataCode": "VS"
      },
      "flightNumber": "4",
      "departure": {
        "airport": {
          "iataCode": "JFK",
          "name": "John F. Kennedy International",
          "city": "New York",
          "timeZone": "America/New_York"
        },
        "scheduled": "2027-01-02T19:00:00-05:00",
        "terminal": "4"
      },
      "arrival": {
        "airport": {
          "iataCode": "LHR",
          "name": "London Heathrow",
          "city": "London",
          "timeZone": "Europe/London"
        },
        "scheduled": "2027-01-03T07:00:00+00:00",
        "terminal": "3"
      },
      "status": "scheduled",
      "seat": "51G",
      "bookingReference": "VS8H2M",
      "aircraft": "Airbus A350-1000"
    }
  ]
}
"""##,
        "trips/connection.json": ##"""
{
  "id": "trip-lon-sin-2026-12",
  "title": "Singapore via Frankfurt",
  "flights": [
    {
      "id": "fl-lh903-20261210",
      "airline": {
        "name": "Lufthansa",
        "iataCode": "LH"
      },
      "flightNumber": "903",
      "departure": {
        "airport": {
          "iataCode": "LHR",
          "name": "London Heathrow",
          "city": "London",
          "timeZone": "Europe/London"
        },
        "scheduled": "2026-12-10T07:00:00+00:00",
        "actual": "2026-12-10T07:08:00+00:00",
        "terminal": "2",
        "gate": "B42"
      },
      "arrival": {
        "airport": {
          "iataCode": "FRA",
          "name": "Frankfurt am Main",
          "city": "Frankfurt",
          "timeZone": "Europe/Berlin"
        },
        "scheduled": "2026-12-10T09:40:00+01:00",
        "actual": "2026-12-10T09:35:00+01:00",
        "terminal": "1",
        "gate": "A26"
      },
      "status": "landed",
      "seat": "14C",
      "bookingReference": "LH4R7T",
      "aircraft": "Airbus A321neo"
    },
    {
      "id": "fl-lh778-20261210",
      "airline": {
        "name": "Lufthansa",
        "iataCode": "LH"
      },
      "flightNumber": "778",
      "departure": {
        "airport": {
          "iataCode": "FRA",
          "name": "Frankfurt am Main",
          "city": "Frankfurt",
          "timeZone": "Europe/Berlin"
        },
        "scheduled": "2026-12-10T12:05:00+01:00",
        "estimated": "2026-12-10T12:05:00+01:00",
        "terminal": "1",
        "gate": "Z25"
      },
      "arrival": {
        "airport": {
          "iataCode": "SIN",
          "name": "Singapore Changi",
          "city": "Singapore",
          "timeZone": "Asia/Singapore"
        },
        "scheduled": "2026-12-11T06:50:00+08:00",
        "estimated": "2026-12-11T06:42:00+08:00",
        "terminal": "2"
      },
      "status": "boarding",
      "seat": "42A",
      "bookingReference": "LH4R7T",
      "aircraft": "Airbus A350-900"
    }
  ]
}
"""##,
        "trips/delayed-gate-change.json": ##"""
{
  "id": "trip-lon-fra-2027-01",
  "title": "Frankfurt trade fair",
  "flights": [
    {
      "id": "fl-ba906-20270114",
      "airline": {
        "name": "British Airways",
        "iataCode": "BA"
      },
      "flightNumber": "906",
      "departure": {
        "airport": {
          "iataCode": "LHR",
          "name": "London Heathrow",
          "city": "London",
          "timeZone": "Europe/London"
        },
        "scheduled": "2027-01-14T06:20:00+00:00",
        "estimated": "2027-01-14T07:05:00+00:00",
        "terminal": "5",
        "gate": "A22",
        "previousGate": "A10"
      },
      "arrival": {
        "airport": {
          "iataCode": "FRA",
          "name": "Frankfurt am Main",
          "city": "Frankfurt",
          "timeZone": "Europe/Berlin"
        },
        "scheduled": "2027-01-14T08:50:00+01:00",
        "estimated": "2027-01-14T09:35:00+01:00",
        "terminal": "2"
      },
      "status": "delayed",
      "seat": "5A",
      "bookingReference": "QW3E9R",
      "aircraft": "Airbus A320neo"
    }
  ]
}
"""##,
        "trips/one-way.json": ##"""
{
  "id": "trip-lon-nyc-2026-11",
  "title": "New York in November",
  "flights": [
    {
      "id": "fl-ba117-20261103",
      "airline": {
        "name": "British Airways",
        "iataCode": "BA"
      },
      "flightNumber": "117",
      "departure": {
        "airport": {
          "iataCode": "LHR",
          "name": "London Heathrow",
          "city": "London",
          "timeZone": "Europe/London"
        },
        "scheduled": "2026-11-03T08:25:00+00:00",
        "terminal": "5"
      },
      "arrival": {
        "airport": {
          "iataCode": "JFK",
          "name": "John F. Kennedy International",
          "city": "New York",
          "timeZone": "America/New_York"
        },
        "scheduled": "2026-11-03T11:20:00-05:00",
        "terminal": "8"
      },
      "status": "scheduled",
      "seat": "32K",
      "bookingReference": "X7KQ2P",
      "aircraft": "Boeing 777-300ER"
    }
  ]
}
"""##,
        "users/traveller.json": ##"""
{
  "userID": "usr-7f3c2a9e",
  "displayName": "Ada Traveller"
}
"""##,
    ]
}
