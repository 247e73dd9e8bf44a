# fish completion for wxreport(1): options, field keys, formats, units and locales.
# Installed by `make install` to $(PREFIX)/share/fish/vendor_completions.d/wxreport.fish.
# Made by `wxreport --generate complete-fish` (make generate) from the option table,
# Sources/WXReport/Tables/OptionTable*.swift: change that, not this file.
set -l fields city country time conditions temp feels_like temp_min temp_max humidity \
    pressure wind wind_deg gust clouds visibility rain_1h snow_1h sunrise sunset time_utc \
    kind id lat lon rain_3h snow_3h rain_day snow_day precipitation_day pop dew_point uvi \
    sea_level grnd_level condition_id icon alerts local_time date temp_mean pop_max wind_max \
    gust_max humidity_mean pressure_mean hours
# Any BCP 47 tag CLDR knows works; these are the common ones.
set -l locales af-ZA ar-EG ar-SA bg-BG ca-ES cs-CZ da-DK de-AT de-CH de-DE el-GR en-AU en-CA \
    en-GB en-IE en-IN en-NZ en-US en-ZA es-AR es-ES es-MX et-EE fi-FI fr-BE fr-CA fr-CH \
    fr-FR he-IL hi-IN hr-HR hu-HU id-ID it-CH it-IT ja-JP ko-KR lt-LT lv-LV nb-NO nl-BE \
    nl-NL pl-PL pt-BR pt-PT ro-RO ru-RU sk-SK sl-SI sr-RS sv-SE th-TH tr-TR uk-UA vi-VN \
    zh-CN zh-HK zh-TW

complete -c wxreport -f
complete -c wxreport -l locale -x -a "$locales" -d 'Locale for numbers, units and times'
complete -c wxreport -l fields -x -a "(__fish_complete_list , 'printf \"%s\n\" $fields')" -d 'Comma-separated field keys, in order'
complete -c wxreport -l units -x -a 'metric imperial' -d 'Unit system of the report'
complete -c wxreport -l summary -d 'One row per numeric field instead of the rows'
complete -c wxreport -l daily -d 'One row per place and local day'
complete -c wxreport -l sort -x -a "(__fish_complete_list , 'printf \"%s\n\" $fields -$fields')" -d 'Order rows by field keys, -key descending'
complete -c wxreport -s f -l format -x -a 'csv markdown json\t"one array" ndjson\t"one object per line" html\t"a page with charts"' -d 'Report format'
complete -c wxreport -s o -l output -r -F -d 'Write the report to a file (- is standard output)'
complete -c wxreport -l delimiter -x -a 'tab , \;' -d 'CSV field separator'
complete -c wxreport -l plain -d 'Numbers without units, units in the header, ISO 8601 times'
complete -c wxreport -l header -x -a 'titles keys' -d 'What the header row holds'
complete -c wxreport -l no-header -d 'No header row in CSV'
complete -c wxreport -l bom -d 'Start with a UTF-8 byte order mark, for spreadsheets'
complete -c wxreport -l no-formula-guard -d 'Write CSV text cells that look like formulas as they are'
complete -c wxreport -l input-units -x -a 'auto\t"standard if the first temperature is kelvin" standard\t"kelvin, m/s" metric\t"celsius, m/s" imperial\t"fahrenheit, mph"' -d 'Units the input holds'
complete -c wxreport -s r -l recursive -d 'Read the subfolders of a folder too'
complete -c wxreport -l strict -d 'Write no report at all if any input fails'
complete -c wxreport -l rejects -r -F -d 'Write the records that could not be reported to a file, as NDJSON'
complete -c wxreport -s j -l jobs -x -d 'Worker threads decoding input, 1 to 256'
complete -c wxreport -l progress -d 'Show progress on standard error'
complete -c wxreport -l no-progress -d 'Never show progress'
complete -c wxreport -l schema -d 'Print the JSON Schema of JSON and NDJSON objects and exit'
complete -c wxreport -l generate -x -a 'man complete-bash complete-zsh complete-fish' -d 'Print the man page or shell completions and exit'
complete -c wxreport -s h -l help -d 'Show help and exit'
complete -c wxreport -s V -l version -d 'Show the version and exit'
# Inputs: OWM JSON, JSON Lines, gzip, and folders to find them in.
function __wxreport_inputs --description 'Files wxreport reads, and folders'
    complete -C "__fish_command_without_completions "(commandline -ct) \
        | string match -r -- '^.*(?:\.json|\.jsonl|\.ndjson|\.gz|/)$'
end
complete -c wxreport -a '(__wxreport_inputs)'
