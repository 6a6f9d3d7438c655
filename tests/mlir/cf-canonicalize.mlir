// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @assert_true(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "sometimes"
  return
}

// -----

func.func @br_single_pred(%a: i32) -> i32 {
  "test.a"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = "test.b"(%x) : (i32) -> i32
  return %y : i32
}

// -----

func.func @br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%z: i32):
  return %z : i32
}

// -----

func.func @br_pass_through_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// -----

func.func @cond_br_constant(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.cond_br %f, ^bb2(%x : i32), ^bb3(%x : i32)
^bb2(%y: i32):
  "test.y"(%y) : (i32) -> ()
  return %y, %y : i32, i32
^bb3(%z: i32):
  "test.z"(%z) : (i32) -> ()
  return %z, %z : i32, i32
}

// -----

func.func @cond_br_pass_through(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32) {branch_weights = array<i32: 3, 7>}
^bb1:
  "test.one"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x : i32)
^bb3(%z: i32):
  "test.use"(%z) : (i32) -> ()
  return
}

// -----

func.func @cond_br_identical_successors(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  "test.use"(%x, %y) : (i32, i32) -> ()
  return
}

// -----

func.func @cond_br_same_condition(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  cf.br ^bb4
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

func.func @cond_br_truth_propagation(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
^bb2:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

func.func @cond_br_to_unreachable(%c: i1) {
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.b"() : () -> ()
  return
^bb2:
  ub.unreachable
}

// -----

func.func @switch_only_default(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

func.func @switch_cases_match_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    10: ^bb1(%a : i32),
    20: ^bb2(%b : i32),
    30: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
}

// -----

func.func @switch_constant(%a: i32, %b: i32) {
  %c = arith.constant 20 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    10: ^bb2(%a : i32),
    20: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
^bb3(%z: i32):
  "test.three"(%z) : (i32) -> ()
  return
}

// -----

func.func @switch_constant_default(%a: i32) {
  %c = arith.constant 5 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    10: ^bb2
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2:
  "test.two"() : () -> ()
  return
}

// -----

func.func @switch_pass_through(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4(%b : i32)
^bb2(%x: i32):
  cf.br ^bb4(%x : i32)
^bb3:
  "test.three"() : () -> ()
  return
^bb4(%z: i32):
  "test.four"(%z) : (i32) -> ()
  return
}

// -----

func.func @switch_same_condition_case(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    7: ^bb2
  ]
^bb1:
  "test.one"() : () -> ()
  return
^bb2:
  "test.before"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    7: ^bb4,
    8: ^bb5
  ]
^bb3:
  "test.three"() : () -> ()
  return
^bb4:
  "test.four"() : () -> ()
  return
^bb5:
  "test.five"() : () -> ()
  return
}

// -----

func.func @switch_same_condition_default(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.one"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb2:
  "test.two"() : () -> ()
  return
^bb3:
  "test.three"() : () -> ()
  return
^bb4:
  "test.four"() : () -> ()
  return
^bb5:
  "test.five"() : () -> ()
  return
^bb6:
  "test.six"() : () -> ()
  return
}

// -----

func.func @locations(%c: i1, %a: i32) -> i32 {
  "test.before"() : () -> ()
  %t = arith.constant true loc("t")
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 loc("cond")
^bb1(%x: i32):
  cf.br ^bb3(%x : i32) loc("br1")
^bb2:
  cf.cond_br %t, ^bb3(%a : i32), ^bb1(%a : i32) loc("cond2")
^bb3(%z: i32):
  return %z : i32
}
