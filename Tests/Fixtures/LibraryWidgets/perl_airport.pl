#!/usr/bin/env perl
# An airport widget in Perl 5 with the core JSON::PP only, written from protocol/README.md: it
# keeps the states of §2, answers garbage as §1's receiver rules say and checks its params, as an
# author careful with the spec writes it. Three things it does as Perl's idioms do, which this
# host never exercises (the three rules issue 27 moved to recommended):
# - ids are echoed as JSON::PP read them, so 1e30 comes back as 1e+30 (requestIDs);
# - `<STDIN>` returns a last line without its newline at EOF, and it is answered (lineEndings);
# - init checks the dashboard before the params, so {"dashboard": "trip"} without a trip gets
#   -32004 "does not support the trip dashboard" instead of -32602 /trip (invalidParams).
use strict;
use warnings;
use B ();
use JSON::PP ();

my $json = JSON::PP->new->utf8->canonical->allow_nonref(0);
my $MAX_LINE = 1048576;
my ($state, $airport) = ('new', undef);
my %needs_init = map { $_ => 1 } qw(cellHeight configureCell viewController action);
my %known = (%needs_init, map { $_ => 1 } qw(initialize prepareData init shutdown));
$| = 1;

sub send_message { print $json->encode($_[0]), "\n" }
sub error_reply {
    my ($id, $code, $message, $data) = @_;
    send_message({jsonrpc => '2.0', id => $id, error => {code => $code, message => $message, defined $data ? (data => $data) : ()}});
}
sub fail { die {code => $_[0], message => $_[1], data => $_[2]} }

# A number id can be read when it is an integer (JSON::PP keeps strings and numbers apart).
sub readable_id {
    my ($id) = @_;
    return undef if !defined $id || ref $id;
    my $flags = B::svref_2object(\$id)->FLAGS;
    return $id if $flags & B::SVf_POK && !($flags & (B::SVf_IOK | B::SVf_NOK));
    return $id == int($id) ? $id : undef;
}

sub is_number { my ($v) = @_; defined $v && !ref $v && !(B::svref_2object(\$v)->FLAGS & B::SVf_POK) }

sub check_params {
    my ($method, $p) = @_;
    fail(-32602, 'params must be an object', {pointer => ''}) if ref $p ne 'HASH';
    if ($method eq 'initialize') {
        fail(-32602, 'protocolVersion must be a string', {pointer => '/protocolVersion'}) if !defined $p->{protocolVersion} || ref $p->{protocolVersion};
        fail(-32602, 'supportedVersions must be an array of strings', {pointer => '/supportedVersions'})
            if ref $p->{supportedVersions} ne 'ARRAY' || grep { !defined || ref } @{$p->{supportedVersions}};
    } elsif ($method eq 'init') {
        my $dashboard = $p->{dashboard} // '';
        fail(-32602, 'dashboard must be trip or airport', {pointer => '/dashboard'}) if $dashboard ne 'trip' && $dashboard ne 'airport';
        fail(-32004, "does not support the $dashboard dashboard", {dashboard => $dashboard}) if $dashboard ne 'airport';
        fail(-32602, 'airport must be an object', {pointer => '/airport'}) if ref $p->{airport} ne 'HASH';
    } elsif ($needs_init{$method} && $method ne 'action') {
        fail(-32602, 'width must be a number', {pointer => '/width'}) if !is_number($p->{width});
        fail(-32602, 'sizeClass must be compact or regular', {pointer => '/sizeClass'})
            if $method eq 'viewController' && !grep { ($p->{sizeClass} // '') eq $_ } qw(compact regular);
    } elsif ($method eq 'action') {
        fail(-32602, 'id must be a string', {pointer => '/id'}) if !defined $p->{id} || ref $p->{id} || is_number($p->{id});
        fail(-32602, 'source must be cell, controller or header', {pointer => '/source'})
            if !grep { ($p->{source} // '') eq $_ } qw(cell controller header);
    }
}

sub cell {
    my @facts = ({title => 'Country', value => $airport->{country}}, {title => 'Time zone', value => $airport->{timeZone}});
    push @facts, {title => 'Terminals', value => join(', ', @{$airport->{terminals}})} if @{$airport->{terminals} // []};
    return {type => 'cell', version => '1.0', content => {type => 'vstack', spacing => 'xs', padding => 'm', children => [
        {type => 'text', text => "$airport->{name} ($airport->{iataCode})", style => 'headline', maxLines => 1},
        {type => 'text', text => $airport->{city}, style => 'subheadline', color => 'secondary'},
        @facts ? ({type => 'facts', rows => \@facts}) : (),
    ]}};
}

sub answer {
    my ($method, $p) = @_;
    fail(-32009, 'The widget is shutting down') if $state eq 'shutdown';
    fail(-32002, "'$method' was received before 'initialize' completed", {method => $method}) if $state eq 'new' && $method ne 'initialize';
    fail(-32601, "Method not found: $method", {method => $method}) if !$known{$method};
    fail(-32003, "'$method' is not valid now")
        if ($method eq 'initialize' && $state ne 'new') || ($method eq 'init' && $state eq 'bound') || ($needs_init{$method} && $state ne 'bound');
    check_params($method, $p);
    if ($method eq 'initialize') {
        my ($version) = grep { $_ eq '1.1' || $_ eq '1.0' } @{$p->{supportedVersions}};
        fail(-32005, 'this widget speaks 1.1 and 1.0', {supportedVersions => ['1.1', '1.0']}) if !defined $version;
        $state = 'initialized';
        return {protocolVersion => $version, widgetType => 'perl_airport', cellIdentifier => 'PerlAirportCell',
                canBeHidden => JSON::PP::true, dashboards => ['airport']};
    }
    return {} if $method eq 'prepareData';
    if ($method eq 'init') { ($state, $airport) = ('bound', $p->{airport}); return {canBeDisplayed => JSON::PP::true} }
    if ($method eq 'cellHeight') { return {height => 88 + 24 * scalar(@{cell()->{content}{children}[2]{rows} // []})} }
    return {cell => cell()} if $method eq 'configureCell';
    return undef if $method eq 'viewController';
    fail(-32007, 'Unknown action', {id => $p->{id}}) if $method eq 'action';
    $state = 'shutdown';
    return {};
}

while (defined(my $line = <STDIN>)) {
    chomp $line;
    $line =~ s/\r\z//;
    if (length($line) > $MAX_LINE) { error_reply(undef, -32600, "Line of " . length($line) . " bytes exceeds the $MAX_LINE-byte limit"); next }
    next if $line !~ /\S/;
    my $message = eval { $json->decode($line) };
    if (!defined $message) { error_reply(undef, -32700, 'Parse error'); next }
    if (ref $message eq 'ARRAY') { error_reply(undef, -32600, 'Batches (JSON arrays) are not supported'); next }
    if (ref $message ne 'HASH') { error_reply(undef, -32600, 'Invalid Request'); next }
    next if !exists $message->{method} && (exists $message->{result} || exists $message->{error});
    my $id = readable_id($message->{id});
    if (($message->{jsonrpc} // '') ne '2.0' || !defined $message->{method} || ref $message->{method} || is_number($message->{method})
        || (exists $message->{params} && ref $message->{params} ne 'HASH' && ref $message->{params} ne 'ARRAY')
        || (exists $message->{id} && !defined $id)) {
        error_reply($id, -32600, 'Invalid Request');
        next;
    }
    next if !exists $message->{id};  # a notification: version 1.x has none from the host
    my $result = eval { answer($message->{method}, exists $message->{params} ? $message->{params} : {}) };
    if (my $failure = $@) {
        ref $failure eq 'HASH' ? error_reply($id, @{$failure}{qw(code message data)}) : error_reply($id, -32603, "$failure");
        next;
    }
    send_message({jsonrpc => '2.0', id => $id, result => $result});
}
exit 0;
