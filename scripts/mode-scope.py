#!/usr/bin/env python3
"""Summarises one mode of a conformance run (--json) over all folders, split
into cases whose dialects are all rmlir's or unregistered in mlir-opt 22 (in
scope) and the others, and lists the failing in-scope cases.

usage: scripts/mode-scope.py RESULTS.json MODE   (e.g. bc-read, bc-write)
"""
import json,sys,os
import importlib.util
here=os.path.dirname(os.path.abspath(__file__))
spec=importlib.util.spec_from_file_location('cs',os.path.join(here,'conformance-scope.py')); cs=importlib.util.module_from_spec(spec); spec.loader.exec_module(cs)
r=json.load(open(sys.argv[1]))['results']
mode=sys.argv[2]
base=os.path.join(here,'..','..','shared','conformance','cases')
tot={True:[0,0],False:[0,0]}
fails=[]
for x in r:
    if x['mode']!=mode: continue
    d=os.path.join(base,x['case']); meta=json.load(open(os.path.join(d,'meta.json')))
    ds=cs.dialects_of(d,meta)
    ins=all(k in cs.OURS or k not in cs.REGISTERED for k in ds)
    tot[ins][0]+=x['ok']; tot[ins][1]+=1
    if ins and not x['ok']: fails.append((x['case'],x['detail'][:300]))
print('in scope',tot[True],'excluded',tot[False])
for f in fails: print(f[0]); print('   ',f[1].replace('\n','\n    ')[:300])
