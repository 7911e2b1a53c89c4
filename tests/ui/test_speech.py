"""Reading aloud below the scenes: the command each speech program is given (the words one
argument, never a shell's), no program found is no voice, the phrases of one frame said
together once, nothing while the setting is off. (eSpeak NG saying a phrase into a file that
holds sound is checked by tools/speech_file.py where it is installed.)"""

from __future__ import annotations

from mg.ui.speech import SystemSpeech, Voice, speech_command
from tests.support.speech import RecordingSpeaker


def test_each_program_gets_the_words_as_one_argument_in_the_games_language() -> None:
    words = "Kroton; rm -rf / $(echo) 'x'"
    assert speech_command("/usr/bin/spd-say", words, "it")[-2:] == ["--", words]
    assert "-l" in speech_command("spd-say", words, "it")
    assert speech_command("espeak-ng", words, "de") == ["espeak-ng", "-v", "de", "--", words]


def test_without_a_speech_program_nothing_is_spoken_and_it_says_so() -> None:
    speech = SystemSpeech(which=lambda _: None)
    assert not speech.available
    speech.say("anything", "en")  # no program: no process, no error
    assert speech.process is None
    found = SystemSpeech(which=lambda name: f"/usr/bin/{name}" if name == "espeak-ng" else None)
    assert found.available and found.program == "/usr/bin/espeak-ng"


def test_a_frames_phrases_are_said_together_once_and_only_when_asked_for() -> None:
    on = [False]
    speaker = RecordingSpeaker()
    voice = Voice(lambda: on[0], lambda: "fr", speaker)
    voice.say("Kroton")
    voice.flush()
    assert speaker.said == []  # the setting is off
    on[0] = True
    voice.say("Kroton")
    voice.say("Sybaris")
    voice.say("Sybaris")
    voice.flush()
    assert speaker.said == [("Kroton. Sybaris.", "fr")]
    voice.say("Kroton")
    voice.say("Sybaris")
    voice.flush()
    assert len(speaker.said) == 1  # the same words not twice in a row
    voice.flush()
    assert len(speaker.said) == 1  # nothing new: nothing said
