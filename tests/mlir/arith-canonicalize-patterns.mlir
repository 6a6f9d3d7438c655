// RUN: mlir-opt %s -canonicalize --split-input-file --mlir-print-debuginfo
// Every arith canonicalization pattern, with the locations of the ops it
// builds: DRR patterns fuse the locations of the root and of the first
// ops they matched, C++ patterns use the root's.

func.func @addi_constants(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32 loc("a")
  %0 = arith.addi %a, %c2 overflow<nsw> : i32 loc("r0")
  %s = arith.subi %x, %c1 overflow<nuw> : i32 loc("s")
  %1 = arith.addi %s, %c2 overflow<nuw> : i32 loc("r1")
  %t = arith.subi %c1, %x : i32 loc("t")
  %2 = arith.addi %t, %c2 : i32 loc("r2")
  return %0, %1, %2 : i32, i32, i32 loc("ret")
} loc("f")

// -----

func.func @addi_mul_negative_one(%x: i32, %y: i32, %v: vector<4xi32>, %w: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
  %m1 = arith.constant -1 : i32 loc("m1")
  %m = arith.muli %y, %m1 overflow<nsw> : i32 loc("m")
  %0 = arith.addi %x, %m overflow<nsw> : i32 loc("r0")
  %n = arith.muli %x, %m1 : i32 loc("n")
  %1 = arith.addi %n, %y : i32 loc("r1")
  %vm1 = arith.constant dense<-1> : vector<4xi32> loc("vm1")
  %vm = arith.muli %w, %vm1 : vector<4xi32> loc("vm")
  %2 = arith.addi %v, %vm : vector<4xi32> loc("r2")
  return %0, %1, %2 : i32, i32, vector<4xi32> loc("ret")
} loc("f")

// -----

func.func @muli_constants(%x: i32, %i: index) -> (i32, index) {
  %c3 = arith.constant 3 : i32 loc("c3")
  %c5 = arith.constant 5 : i32 loc("c5")
  %a = arith.muli %x, %c3 overflow<nsw> : i32 loc("a")
  %0 = arith.muli %a, %c5 overflow<nsw> : i32 loc("r0")
  %d3 = arith.constant 3 : index loc("d3")
  %d5 = arith.constant -5 : index loc("d5")
  %b = arith.muli %i, %d3 : index loc("b")
  %1 = arith.muli %b, %d5 : index loc("r1")
  return %0, %1 : i32, index loc("ret")
} loc("f")

// -----

func.func @subi_constants(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c7 = arith.constant 7 : i32 loc("c7")
  %a = arith.addi %x, %c1 overflow<nsw> : i32 loc("a")
  %0 = arith.subi %a, %c7 overflow<nsw> : i32 loc("r0")
  %1 = arith.subi %c7, %a overflow<nsw> : i32 loc("r1")
  %s = arith.subi %x, %c1 overflow<nuw> : i32 loc("s")
  %2 = arith.subi %s, %c7 overflow<nuw> : i32 loc("r2")
  %3 = arith.subi %c7, %s : i32 loc("r3")
  %t = arith.subi %c1, %x overflow<nsw, nuw> : i32 loc("t")
  %4 = arith.subi %t, %c7 overflow<nsw> : i32 loc("r4")
  %5 = arith.subi %c7, %t overflow<nsw, nuw> : i32 loc("r5")
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32 loc("ret")
} loc("f")

// -----

func.func @subi_sub(%a: i32, %b: i32, %v: vector<2xi8>, %w: vector<2xi8>) -> (i32, vector<2xi8>) {
  %s = arith.subi %a, %b overflow<nsw> : i32 loc("s")
  %0 = arith.subi %s, %a overflow<nsw> : i32 loc("r0")
  %t = arith.subi %v, %w : vector<2xi8> loc("t")
  %1 = arith.subi %t, %v : vector<2xi8> loc("r1")
  return %0, %1 : i32, vector<2xi8> loc("ret")
} loc("f")

// -----

func.func @extended(%x: i32, %y: i32, %v: vector<2xi16>) -> (i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>) {
  %s, %o = arith.addui_extended %x, %y : i32, i1 loc("add")
  %l, %h = arith.mulsi_extended %x, %y : i32 loc("muls")
  %ul, %uh = arith.mului_extended %x, %y : i32 loc("mulu")
  %c1 = arith.constant 1 : i32 loc("c1")
  %l1, %h1 = arith.mulsi_extended %x, %c1 : i32 loc("muls1")
  %v1 = arith.constant dense<1> : vector<2xi16> loc("v1")
  %vl, %vh = arith.mulsi_extended %v, %v1 : vector<2xi16> loc("vmuls1")
  return %s, %l, %ul, %l1, %h1, %vl, %vh : i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16> loc("ret")
} loc("f")

// -----

func.func @mulsi_extended_i1(%x: i1) -> (i1, i1) {
  %t = arith.constant true loc("t")
  %l, %h = arith.mulsi_extended %x, %t : i1 loc("m")
  return %l, %h : i1, i1 loc("ret")
} loc("f")

// -----

func.func @xori_patterns(%a: i32, %b: i32, %x: i8, %y: i8, %p: i1, %q: i1) -> (i1, i1, i32, i32, i32) {
  %t = arith.constant true loc("t")
  %c = arith.cmpi slt, %a, %b : i32 loc("c")
  %0 = arith.xori %c, %t : i1 loc("r0")
  %d = arith.cmpi uge, %a, %b : i32 loc("d")
  %1 = arith.xori %t, %d : i1 loc("r1")
  %ex = arith.extui %x : i8 to i32 loc("ex")
  %ey = arith.extui %y : i8 to i32 loc("ey")
  %2 = arith.xori %ex, %ey : i32 loc("r2")
  %sx = arith.extsi %x : i8 to i32 loc("sx")
  %sy = arith.extsi %y : i8 to i32 loc("sy")
  %3 = arith.xori %sx, %sy : i32 loc("r3")
  %ep = arith.extsi %p : i1 to i32 loc("ep")
  %4 = arith.xori %ex, %ep : i32 loc("r4")
  return %0, %1, %2, %3, %4 : i1, i1, i32, i32, i32 loc("ret")
} loc("f")

// -----

func.func @and_or_of_ext(%x: i8, %y: i8, %v: vector<2xi8>, %w: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi32>) {
  %ex = arith.extui %x : i8 to i32 loc("ex")
  %ey = arith.extui %y : i8 to i32 loc("ey")
  %0 = arith.andi %ex, %ey : i32 loc("r0")
  %1 = arith.ori %ex, %ey : i32 loc("r1")
  %sx = arith.extsi %x : i8 to i32 loc("sx")
  %sy = arith.extsi %y : i8 to i32 loc("sy")
  %2 = arith.andi %sx, %sy : i32 loc("r2")
  %3 = arith.ori %sx, %sy : i32 loc("r3")
  %ev = arith.extsi %v : vector<2xi8> to vector<2xi32> loc("ev")
  %ew = arith.extsi %w : vector<2xi8> to vector<2xi32> loc("ew")
  %4 = arith.ori %ev, %ew : vector<2xi32> loc("r4")
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<2xi32> loc("ret")
} loc("f")

// -----

func.func @cmpi_of_ext(%x: i8, %y: i8, %z: i16) -> (i1, i1, i1, i1, i1) {
  %sx = arith.extsi %x : i8 to i32 loc("sx")
  %sy = arith.extsi %y : i8 to i32 loc("sy")
  %0 = arith.cmpi eq, %sx, %sy : i32 loc("r0")
  %1 = arith.cmpi slt, %sx, %sy : i32 loc("r1")
  %ux = arith.extui %x : i8 to i32 loc("ux")
  %uy = arith.extui %y : i8 to i32 loc("uy")
  %2 = arith.cmpi ne, %ux, %uy : i32 loc("r2")
  %uz = arith.extui %z : i16 to i32 loc("uz")
  %3 = arith.cmpi ne, %ux, %uz : i32 loc("r3")
  %4 = arith.cmpi eq, %sx, %uy : i32 loc("r4")
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1 loc("ret")
} loc("f")

// -----

func.func @select_patterns(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
  %t = arith.constant true loc("t")
  %f = arith.constant false loc("f0")
  %n = arith.xori %c, %t : i1 loc("n")
  %0 = arith.select %n, %a, %b : i32 loc("r0")
  %s = arith.select %c, %a, %b : i32 loc("s")
  %1 = arith.select %c, %s, %d : i32 loc("r1")
  %2 = arith.select %c, %d, %s : i32 loc("r2")
  %3 = arith.select %c, %f, %t : i1 loc("r3")
  %one = arith.constant 1 : i32 loc("one")
  %zero = arith.constant 0 : i32 loc("zero")
  %4 = arith.select %c, %one, %zero : i32 loc("r4")
  %5 = arith.select %c, %zero, %one : i32 loc("r5")
  %l1 = arith.constant 1 : i64 loc("l1")
  %l0 = arith.constant 0 : i64 loc("l0")
  %6 = arith.select %c, %l0, %l1 : i64 loc("r6")
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i1, i32, i32, i64 loc("ret")
} loc("f")

// -----

func.func @select_vector_patterns(%c: vector<2xi1>, %a: vector<2xi32>, %b: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
  %t = arith.constant dense<true> : vector<2xi1> loc("t")
  %n = arith.xori %c, %t : vector<2xi1> loc("n")
  %0 = arith.select %n, %a, %b : vector<2xi1>, vector<2xi32> loc("r0")
  %one = arith.constant dense<1> : vector<2xi32> loc("one")
  %zero = arith.constant dense<0> : vector<2xi32> loc("zero")
  %1 = arith.select %c, %one, %zero : vector<2xi1>, vector<2xi32> loc("r1")
  return %0, %1 : vector<2xi32>, vector<2xi32> loc("ret")
} loc("f")

// -----

func.func @cast_patterns(%x: i32, %y: i8, %f: f32) -> (i32, index, i32, index, f32, i64) {
  %a = arith.index_cast %x : i32 to index loc("a")
  %0 = arith.index_cast %a : index to i32 loc("r0")
  %b = arith.extsi %y : i8 to i32 loc("b")
  %1 = arith.index_cast %b : i32 to index loc("r1")
  %c = arith.index_castui %x : i32 to index loc("c")
  %2 = arith.index_castui %c : index to i32 loc("r2")
  %d = arith.extui %y : i8 to i32 loc("d")
  %3 = arith.index_castui %d : i32 to index loc("r3")
  %e = arith.bitcast %f : f32 to i32 loc("e")
  %4 = arith.bitcast %e : i32 to f32 loc("r4")
  %g = arith.extui %y : i8 to i16 loc("g")
  %5 = arith.extsi %g : i16 to i64 loc("r5")
  return %0, %1, %2, %3, %4, %5 : i32, index, i32, index, f32, i64 loc("ret")
} loc("f")

// -----

func.func @trunc_patterns(%x: i8, %y: i32, %i: i32) -> (i16, i16, i16, f16, f16, f16, i8) {
  %a = arith.extsi %x : i8 to i32 loc("a")
  %0 = arith.trunci %a : i32 to i16 loc("r0")
  %b = arith.extui %x : i8 to i32 loc("b")
  %1 = arith.trunci %b overflow<nuw> : i32 to i16 loc("r1")
  %c16 = arith.constant 16 : i32 loc("c16")
  %s = arith.shrsi %y, %c16 : i32 loc("s")
  %2 = arith.trunci %s overflow<nsw> : i32 to i16 loc("r2")
  %fp = arith.sitofp %i : i32 to f32 loc("fp")
  %3 = arith.truncf %fp : f32 to f16 loc("r3")
  %up = arith.uitofp %i : i32 to f32 loc("up")
  %4 = arith.truncf %up fastmath<fast> : f32 to f16 loc("r4")
  %5 = arith.truncf %up to_nearest_away : f32 to f16 loc("r5")
  %6 = arith.trunci %a : i32 to i8 loc("r6")
  return %0, %1, %2, %3, %4, %5, %6 : i16, i16, i16, f16, f16, f16, i8 loc("ret")
} loc("f")

// -----

func.func @negf_patterns(%x: f32, %y: f32, %v: vector<2xf16>, %w: vector<2xf16>) -> (f32, f32, vector<2xf16>) {
  %nx = arith.negf %x : f32 loc("nx")
  %ny = arith.negf %y fastmath<nnan> : f32 loc("ny")
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32 loc("r0")
  %1 = arith.divf %nx, %ny : f32 loc("r1")
  %nv = arith.negf %v : vector<2xf16> loc("nv")
  %nw = arith.negf %w : vector<2xf16> loc("nw")
  %2 = arith.divf %nv, %nw fastmath<nsz> : vector<2xf16> loc("r2")
  return %0, %1, %2 : f32, f32, vector<2xf16> loc("ret")
} loc("f")

// -----

func.func @cmpf_int_to_fp(%i: i32, %s: i8, %u: i8, %w: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %fi = arith.sitofp %i : i32 to f64 loc("fi")
  %c = arith.constant 4.0 : f64 loc("c")
  %0 = arith.cmpf olt, %fi, %c : f64 loc("r0")
  %fs = arith.sitofp %s : i8 to f32 loc("fs")
  %big = arith.constant 1000.0 : f32 loc("big")
  %1 = arith.cmpf olt, %fs, %big : f32 loc("r1")
  %2 = arith.cmpf ogt, %fs, %big : f32 loc("r2")
  %fu = arith.uitofp %u : i8 to f32 loc("fu")
  %neg = arith.constant -4.5 : f32 loc("neg")
  %3 = arith.cmpf ult, %fu, %neg : f32 loc("r3")
  %4 = arith.cmpf ord, %fu, %neg : f32 loc("r4")
  %5 = arith.cmpf uno, %fs, %neg : f32 loc("r5")
  %frac = arith.constant 4.4 : f32 loc("frac")
  %6 = arith.cmpf oeq, %fs, %frac : f32 loc("r6")
  %7 = arith.cmpf one, %fs, %frac : f32 loc("r7")
  %8 = arith.cmpf olt, %fs, %frac : f32 loc("r8")
  %9 = arith.cmpf oge, %fs, %neg : f32 loc("r9")
  %fw = arith.sitofp %w : i64 to f32 loc("fw")
  %e = arith.constant 1.0e10 : f32 loc("e")
  %10 = arith.cmpf olt, %fw, %e : f32 loc("r10")
  %nan = arith.constant 0x7FC00000 : f32 loc("nan")
  %11 = arith.cmpf olt, %fs, %nan : f32 loc("r11")
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1 loc("ret")
} loc("f")

// -----

func.func @cmpf_int_to_fp_more(%s: i8, %u: i8, %z: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %fs = arith.sitofp %s : i8 to f32 loc("fs")
  %fu = arith.uitofp %u : i8 to f32 loc("fu")
  %neg = arith.constant -4.5 : f32 loc("neg")
  %pos = arith.constant 4.5 : f32 loc("pos")
  %0 = arith.cmpf ule, %fs, %neg : f32 loc("r0")
  %1 = arith.cmpf ugt, %fs, %neg : f32 loc("r1")
  %2 = arith.cmpf uge, %fu, %pos : f32 loc("r2")
  %3 = arith.cmpf ule, %fu, %neg : f32 loc("r3")
  %4 = arith.cmpf ugt, %fu, %neg : f32 loc("r4")
  %5 = arith.cmpf oge, %fu, %neg : f32 loc("r5")
  %small = arith.constant -300.0 : f32 loc("small")
  %6 = arith.cmpf ogt, %fs, %small : f32 loc("r6")
  %fz = arith.sitofp %z : i16 to f16 loc("fz")
  %inf = arith.constant 0x7C00 : f16 loc("inf")
  %7 = arith.cmpf olt, %fz, %inf : f16 loc("r7")
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1 loc("ret")
} loc("f")

// -----

func.func @cmpf_zero(%s: i8) -> (i1, i1) {
  %fs = arith.sitofp %s : i8 to f32 loc("fs")
  %nz = arith.constant -0.0 : f32 loc("nz")
  %0 = arith.cmpf oeq, %fs, %nz : f32 loc("r0")
  %1 = arith.cmpf olt, %fs, %nz : f32 loc("r1")
  return %0, %1 : i1, i1 loc("ret")
} loc("f")
