#!/usr/bin/env python3
"""Which conformance `pass` cases are in issue 14's scope, and which passes
they run: a case is in scope when every dialect it uses is one of rmlir's
twelve or one mlir-opt 22 does not register, and none of its passes is one
of upstream's `-test-*` passes. With a results JSON (from the conformance
runner's --json), prints mode `pass` per folder over the in-scope cases.

usage: scripts/pass-scope.py [RESULTS.json]"""
import collections, glob, json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
cases_dir = os.path.join(here, '../../shared/conformance/cases')
TWELVE = {'builtin', 'func', 'arith', 'cf', 'scf', 'memref', 'affine', 'tensor',
          'math', 'complex', 'index', 'ub', 'shape'}
src = open(os.path.join(here, '../crates/rmlir-ir/src/dialect.rs')).read()
UPSTREAM = set(re.findall(r'"([a-z_]+)"', src.split('UPSTREAM_DIALECTS: &[&str] = &[')[1].split('];')[0]))


def pass_names(args):
    names = []
    for a in args:
        a = a.lstrip('-')
        if a.startswith('pass-pipeline='):
            names += re.findall(r'([a-zA-Z][\w.-]*)\s*[({,)]', a.split('=', 1)[1] + ')')
        else:
            names.append(a.split('=', 1)[0])
    return names


def scope():
    out = {}
    for m in sorted(glob.glob(os.path.join(cases_dir, '*/meta.json'))):
        j = json.load(open(m))
        if 'pass_args' not in j:
            continue
        case = m.split('/')[-2]
        folder = '/'.join(case.split('__')[1:-2])
        names = pass_names(j['pass_args'])
        test_pass = any(n.startswith('test-') for n in names)
        bad = [d for d in j.get('dialects', []) if d in UPSTREAM and d not in TWELVE]
        out[case] = (folder, not test_pass and not bad, names, bad, test_pass)
    return out


def main():
    sc = scope()
    results = {}
    if len(sys.argv) > 1:
        for r in json.load(open(sys.argv[1]))['results']:
            if r['mode'] == 'pass':
                results[r['case']] = r['ok']
    per = collections.defaultdict(lambda: [0, 0, 0])
    passes = collections.Counter()
    why = collections.Counter()
    for case, (folder, ok, names, bad, tp) in sc.items():
        per[folder][2] += 1
        if not ok:
            for d in bad:
                why['dialect ' + d] += 1
            if tp:
                why['test pass'] += 1
            continue
        per[folder][1] += 1
        per[folder][0] += bool(results.get(case))
        for n in set(names):
            passes[n] += 1
    tot = [sum(v[i] for v in per.values()) for i in range(3)]
    print(f'in scope: {tot[1]} of {tot[2]} pass cases; passing {tot[0]}')
    for f in sorted(per):
        p, s, t = per[f]
        print(f'  {f:40s} {p:4d}/{s:<4d} (of {t})')
    print('excluded:', ', '.join(f'{k} {v}' for k, v in why.most_common()))
    print('passes in scope:', ', '.join(f'{k} {v}' for k, v in passes.most_common()))


if __name__ == '__main__':
    main()
