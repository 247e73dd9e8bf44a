#!/bin/sh
# One Spark or Hadoop Streaming task: NDJSON records on standard input, report rows (no header)
# on standard output, and this task's rejected records in a rejects file of its own.
#
# A task names its file from what its runner gives it:
# - Hadoop Streaming exports the job configuration with '.' as '_': mapreduce_task_attempt_id
#   (attempt_…_m_000003_0) is unique per attempt.
# - Spark's RDD.pipe gives no partition number. Scala's adds map_input_file for file splits;
#   PySpark's starts the command with only the `env` it is handed (empty by default). So the
#   name falls back to host and process id, unique among the tasks running at one time.
# wxreport replaces the file only when the run succeeds, so a killed attempt leaves none.
#
# Environment: WXREPORT (the binary, default: wxreport on PATH), WXREPORT_REJECTS_DIR (required),
# WXREPORT_ARGS (more options, e.g. '--locale nl-BE --fields city,time,temp').
set -eu
: "${WXREPORT_REJECTS_DIR:?set WXREPORT_REJECTS_DIR to the folder for the rejects files}"
task=${mapreduce_task_attempt_id:-$(uname -n)-$$}
# shellcheck disable=SC2086  # WXREPORT_ARGS is a list of options
exec "${WXREPORT:-wxreport}" --no-header --no-progress ${WXREPORT_ARGS:-} \
    --rejects "$WXREPORT_REJECTS_DIR/rejects-$task.ndjson" -
