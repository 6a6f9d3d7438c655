"""Reads `mlir-tblgen --print-records` output into dictionaries.

Each record becomes {'name', 'classes', 'fields': {name: raw value text}}.
Only what the op-table generators need is interpreted: strings, code
blocks, lists of names, dags and bits.
"""
import re
import subprocess

DEF_RE = re.compile(r'^def (\S+) \{\t// (.*)$')


def load(td, include='/usr/lib/llvm-22/include'):
    out = subprocess.run(
        ['/usr/lib/llvm-22/bin/mlir-tblgen', '--print-records', '-I', include, td],
        check=True, capture_output=True, text=True).stdout
    return parse(out)


def parse(text):
    recs = {}
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        m = DEF_RE.match(lines[i])
        if not m:
            i += 1
            continue
        name, classes = m.group(1), m.group(2).split()
        fields = {}
        i += 1
        while i < len(lines) and lines[i] != '}':
            line = lines[i].strip()
            fm = re.match(r'^(?:field )?(\S.*?) (\w+) = (.*)$', line)
            if not fm:
                i += 1
                continue
            key, val = fm.group(2), fm.group(3)
            if val.startswith('[{') and not val.endswith('}];'):
                buf = [val]
                i += 1
                while i < len(lines) and not lines[i].rstrip().endswith('}];'):
                    buf.append(lines[i])
                    i += 1
                buf.append(lines[i])
                val = '\n'.join(buf)
            fields[key] = val.rstrip(';').rstrip()
            i += 1
        recs[name] = {'name': name, 'classes': classes, 'fields': fields}
        i += 1
    return recs


def string(v):
    """A string or code field's text, or None for `?`."""
    if v is None or v == '?':
        return None
    if v.startswith('[{'):
        return v[2:-2]
    if v.startswith('"'):
        return bytes(v[1:-1], 'utf-8').decode('unicode_escape')
    return v


def name_list(v):
    v = v.strip()
    if v in ('?', '[]'):
        return []
    return [x.strip() for x in v[1:-1].split(',') if x.strip()]


def dag(v):
    """`(ins A:$a, B:$b)` -> [('A', 'a'), ('B', 'b')]."""
    v = v.strip()
    inner = v[1:-1]
    parts = inner.split(' ', 1)
    if len(parts) < 2:
        return []
    out = []
    depth = 0
    cur = ''
    for ch in parts[1]:
        if ch in '(<[':
            depth += 1
        elif ch in ')>]':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    res = []
    for o in out:
        if ':$' in o:
            c, n = o.rsplit(':$', 1)
            res.append((c.strip(), n))
        else:
            res.append((o, None))
    return res
