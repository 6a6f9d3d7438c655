// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize

// A block argument nothing uses: dropped with the operands feeding it.
func.func @dead_arg(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.a"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.b"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  "foo.c"() : () -> ()
  return
}

// -----

// A value carried around a loop and used only to compute itself is dead.
func.func @dead_cycle(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %keep: i32):
  %y = arith.addi %x, %x : i32
  %c = "foo.cond"(%keep) : (i32) -> i1
  cf.cond_br %c, ^bb1(%y, %keep : i32, i32), ^bb2
^bb2:
  return
}

// -----

// The operands of cond_br and its segment sizes follow the dropped
// arguments; live ones stay.
func.func @cond_br_segments(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "foo.x"(%y) : (i32) -> ()
  cf.cond_br %d, ^bb3(%x : i32), ^bb2(%y, %y : i32, i32)
^bb2(%p: i32, %q: i32):
  "foo.y"() : () -> ()
  cf.br ^bb3(%p : i32)
^bb3(%r: i32):
  "foo.z"() : () -> ()
  return %a : i32
}

// -----

// Switch case operands (a variadic of variadic group) are dropped too.
func.func @switch_operands(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%a, %b : i32, i32),
    2: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  "foo.d"() : () -> ()
  cf.br ^bb4
^bb2(%y: i32, %z: i32):
  "foo.e"(%z) : (i32) -> ()
  cf.br ^bb4
^bb3(%w: i32):
  "foo.f"(%w) : (i32) -> ()
  cf.br ^bb4
^bb4:
  "foo.g"() : () -> ()
  return
}

// -----

// Terminators the pass knows nothing about keep every operand and
// argument.
func.func @unknown_terminator(%a: i32) {
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  "foo.br"(%y)[^bb2] : (i32) -> ()
^bb2(%z: i32):
  return
}

// -----

// Arguments of the entry block stay, and a dead cycle inside a nested
// multi-block region goes.
func.func @nested(%a: i32, %unused: i64) {
  "foo.region"() ({
  ^bb0(%e: i32):
    cf.br ^bb1(%e : i32)
  ^bb1(%x: i32):
    %y = arith.muli %x, %x : i32
    %c = "foo.cond"() : () -> i1
    cf.cond_br %c, ^bb1(%y : i32), ^bb2
  ^bb2:
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A dead cycle of ops in a graph region.
func.func @graph_cycle(%a: i32) {
  "foo.graph"() ({
    %0 = arith.addi %1, %a : i32
    %1 = arith.addi %0, %a : i32
    "foo.live"(%a) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

// A region op whose nested ops have no effects is dead when unused.
func.func @dead_region_op(%c: i1, %a: i32) {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %a, %a : i32
    cf.br ^bb1(%1 : i32)
  ^bb1(%2: i32):
    scf.yield %2 : i32
  }
  "foo.keep"() : () -> ()
  return
}

// -----

// Arguments used by return stay live; a chain feeding only a dead
// argument goes.
func.func @mixed(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1(%a, %0 : i32, i32), ^bb2
^bb1(%x: i32, %dead: i32):
  "foo.a"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  "foo.b"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  return %r : i32
}
