# bash completion for wxreport(1): options, field keys, formats, units and locales.
# Installed by `make install` to $(PREFIX)/share/bash-completion/completions/wxreport; works
# with or without the bash-completion package.
# Made by `wxreport --generate complete-bash` (make generate) from the option table,
# Sources/WXReport/Tables/OptionTable*.swift: change that, not this file.
_wxreport_options='--locale --fields --units --summary --daily --sort -f --format -o
    --output --delimiter --plain --header --no-header --bom --no-formula-guard --input-units
    -r --recursive --strict --rejects -j --jobs --progress --no-progress --schema --generate
    -h --help -V --version'
_wxreport_fields='city country time conditions temp feels_like temp_min temp_max humidity
    pressure wind wind_deg gust clouds visibility rain_1h snow_1h sunrise sunset time_utc
    kind id lat lon rain_3h snow_3h rain_day snow_day precipitation_day pop dew_point uvi
    sea_level grnd_level condition_id icon alerts local_time date temp_mean pop_max wind_max
    gust_max humidity_mean pressure_mean hours'
# Any BCP 47 tag CLDR knows works; these are the common ones.
_wxreport_locales='af-ZA ar-EG ar-SA bg-BG ca-ES cs-CZ da-DK de-AT de-CH de-DE el-GR en-AU
    en-CA en-GB en-IE en-IN en-NZ en-US en-ZA es-AR es-ES es-MX et-EE fi-FI fr-BE fr-CA
    fr-CH fr-FR he-IL hi-IN hr-HR hu-HU id-ID it-CH it-IT ja-JP ko-KR lt-LT lv-LV nb-NO
    nl-BE nl-NL pl-PL pt-BR pt-PT ro-RO ru-RU sk-SK sl-SI sr-RS sv-SE th-TH tr-TR uk-UA
    vi-VN zh-CN zh-HK zh-TW'

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
    --locale)
        COMPREPLY=($(compgen -W "$_wxreport_locales" -- "$cur"))
        return
        ;;
    --fields | --sort)
        # Complete the key after the last comma, offering each key at most once.
        local chosen=${cur%"${cur##*,}"} last=${cur##*,} key left=
        for key in $_wxreport_fields; do
            [[ ,$chosen == *,$key,* || ,$chosen == *,-$key,* ]] && continue
            left+=" $key"
            # -KEY, descending, for --sort.
            [[ $prev == --sort ]] && left+=" -$key"
        done
        compopt -o nospace 2> /dev/null
        COMPREPLY=($(compgen -P "$chosen" -W "$left" -- "$last"))
        return
        ;;
    --units)
        COMPREPLY=($(compgen -W 'metric imperial' -- "$cur"))
        return
        ;;
    -f | --format)
        COMPREPLY=($(compgen -W 'csv markdown json ndjson html' -- "$cur"))
        return
        ;;
    -o | --output | --rejects)
        compopt -o filenames 2> /dev/null
        COMPREPLY=($(compgen -f -- "$cur"))
        return
        ;;
    --delimiter)
        COMPREPLY=($(compgen -W 'tab , \\;' -- "$cur"))
        return
        ;;
    --header)
        COMPREPLY=($(compgen -W 'titles keys' -- "$cur"))
        return
        ;;
    --input-units)
        COMPREPLY=($(compgen -W 'auto standard metric imperial' -- "$cur"))
        return
        ;;
    -j | --jobs)
        return
        ;;
    --generate)
        COMPREPLY=($(compgen -W 'man complete-bash complete-zsh complete-fish' -- "$cur"))
        return
        ;;
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
