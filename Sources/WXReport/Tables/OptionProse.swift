/// The fixed text around the options in `--help` and the completions, which
/// `OptionParser.helpText` and `Completions` lay out with the option table (`Option.all`).
enum OptionProse {
    /// `--help` before the options.
    static let helpIntro = #"""
        \#(Version.string): OpenWeatherMap JSON to localized reports
        (CSV, Markdown, JSON, NDJSON)

        usage: wxreport [options] [file ...]

        Reads the files in order ('-', or no file at all: standard input) and writes
        one report with a row per city and time. A folder stands for its files named
        *.json, *.jsonl or *.ndjson, or those plus .gz, in byte order of their names.
        gzip input is decompressed, told by its content. Options may come before or
        after the files; '--' ends the options. An option's value is the next word,
        even when it starts with '-' (--sort -temp).
        """#

    /// `--help` after the field keys.
    static let helpOutro = #"""
        exit status:
          0   success
          64  usage error: unknown option or bad value
          65  some input could not be decoded (and no --rejects file took it)
          66  an input cannot be opened
          73  the output file cannot be created
          74  writing the report failed

        examples:
          # crontab: a Belgian report every hour, replaced only when complete (the
          # full path: cron's PATH is /usr/bin:/bin; make install's PREFIX/bin)
          0 * * * * /usr/local/bin/wxreport --locale nl-BE -o /srv/wx.md /srv/owm/*.json
          # Makefile: CSV with three columns from every download
          weather.csv: $(wildcard data/*.json)
                  wxreport --fields city,time,temp --strict -o $@ $^
        """#

    /// bash's completion function, with a `case` branch for each option that takes a value.
    static func bashFunction(cases: String) -> String {
        #"""
        _wxreport() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
            # bash splits `--locale=nl` into `--locale`, `=`, `nl`.
            if [[ $cur == = ]]; then
                cur=
            elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
                prev=${COMP_WORDS[COMP_CWORD - 2]}
            fi
            COMPREPLY=()
            case $prev in
        \#(cases)
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "$_wxreport_options" -- "$cur"))
                return
            fi
            # Inputs: OWM JSON, JSON Lines, gzip, and folders to find them in.
            compopt -o filenames 2> /dev/null
            local path
            while IFS= read -r path; do
                case $path in
                *.json | *.jsonl | *.ndjson | *.gz) COMPREPLY+=("$path") ;;
                *) [[ -d $path ]] && COMPREPLY+=("$path") ;;
                esac
            done < <(compgen -f -- "$cur")
        }
        complete -F _wxreport wxreport
        """#
    }

    /// bash's completion of field keys after the last comma, each at most once, for the options
    /// whose completion is `.columns`; `descending` also take `-KEY`.
    static func bashKeys(descending: [Option]) -> String {
        let spellings = descending.flatMap(\.spellings)
        return #"""
                    # Complete the key after the last comma, offering each key at most once.
                    local chosen=${cur%"${cur##*,}"} last=${cur##*,} key left=
                    for key in $_wxreport_fields; do
                        [[ ,$chosen == *,$key,* || ,$chosen == *,-$key,* ]] && continue
                        left+=" $key"
                        # -KEY, descending, for \#(spellings.joined(separator: " and ")).
                        [[ \#(spellings.map { "$prev == \($0)" }.joined(separator: " || ")) ]] && left+=" -$key"
                    done
                    compopt -o nospace 2> /dev/null
                    COMPREPLY=($(compgen -P "$chosen" -W "$left" -- "$last"))

            """#
    }

    /// The comment each completion starts with: what it is and where `make install` puts it.
    static func header(_ shell: String, _ place: String) -> String {
        """
        # \(shell) completion for wxreport(1): options, field keys, formats, units and locales.
        # Installed by `make install` to $(PREFIX)/share/\(place).
        # Made by `wxreport --generate complete-\(shell)` (make generate) from the option table,
        # Sources/WXReport/Tables/OptionTable*.swift: change that, not this file.
        """
    }

    /// fish's completion of the inputs: only files wxreport reads, and folders.
    static let fishInputs = #"""
        # Inputs: OWM JSON, JSON Lines, gzip, and folders to find them in.
        function __wxreport_inputs --description 'Files wxreport reads, and folders'
            complete -C "__fish_command_without_completions "(commandline -ct) \
                | string match -r -- '^.*(?:\.json|\.jsonl|\.ndjson|\.gz|/)$'
        end
        complete -c wxreport -a '(__wxreport_inputs)'
        """#

    /// The locales offered: any tag CLDR knows works, these are the common ones.
    static let locales = """
        af-ZA ar-EG ar-SA bg-BG ca-ES cs-CZ da-DK de-AT de-CH de-DE el-GR en-AU en-CA en-GB en-IE en-IN en-NZ en-US
        en-ZA es-AR es-ES es-MX et-EE fi-FI fr-BE fr-CA fr-CH fr-FR he-IL hi-IN hr-HR hu-HU id-ID it-CH it-IT ja-JP
        ko-KR lt-LT lv-LV nb-NO nl-BE nl-NL pl-PL pt-BR pt-PT ro-RO ru-RU sk-SK sl-SI sr-RS sv-SE th-TH tr-TR uk-UA
        vi-VN zh-CN zh-HK zh-TW
        """.split(whereSeparator: \.isWhitespace).map(String.init)
}
