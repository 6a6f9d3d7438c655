// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize=region-simplify=aggressive

// Identical blocks behind an unknown terminator merge when no operand
// differs.
func.func @same_blocks(%a: i32) -> i32 {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb2:
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}

// -----

// Blocks with matching arguments merge.
func.func @matching_args() -> i32 {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1(%x: i32):
  %0 = arith.muli %x, %x : i32
  return %0 : i32
^bb2(%y: i32):
  %1 = arith.muli %y, %y : i32
  return %1 : i32
}

// -----

// Operands defined outside would become arguments, which an unknown
// terminator cannot pass: no merge.
func.func @mismatch_unknown_terminator(%a: i32, %b: i32) -> i32 {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

// -----

// Differing outside values become new arguments fed by the branches.
func.func @mismatch_operands(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %d, ^bb3, ^bb5
^bb2:
  "foo.y"() : () -> ()
  cf.cond_br %d, ^bb4, ^bb5
^bb3:
  "foo.op"(%a, %b) : (i32, i32) -> ()
  cf.br ^bb6
^bb4:
  "foo.op"(%b, %a) : (i32, i32) -> ()
  cf.br ^bb6
^bb5:
  "foo.other"() : () -> ()
  cf.br ^bb6
^bb6:
  return
}

// -----

// The same value passed for two new arguments by every predecessor
// needs only one.
func.func @prune_arguments(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %d, ^bb3, ^bb5
^bb2:
  "foo.y"() : () -> ()
  cf.cond_br %d, ^bb4, ^bb5
^bb3:
  "foo.op"(%a, %a, %b) : (i32, i32, i32) -> ()
  cf.br ^bb6
^bb4:
  "foo.op"(%b, %b, %b) : (i32, i32, i32) -> ()
  cf.br ^bb6
^bb5:
  "foo.other"() : () -> ()
  cf.br ^bb6
^bb6:
  return
}

// -----

// Blocks holding regions are not merged.
func.func @with_regions(%c: i1) {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
  return
^bb2:
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Values defined in the blocks must be used in the same places.
func.func @internal_order(%a: i32) {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  "foo.use"(%0, %1) : (i32, i32) -> ()
  return
^bb2:
  %2 = arith.addi %a, %a : i32
  %3 = arith.addi %a, %a : i32
  "foo.use"(%3, %2) : (i32, i32) -> ()
  return
}

// -----

// Three identical blocks through a switch, differing in an outside value.
func.func @switch_three(%f: i32, %a: i32, %b: i32, %c: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "foo.op"(%a) : (i32) -> ()
  "foo.br"() [^bb4] : () -> ()
^bb2:
  "foo.op"(%b) : (i32) -> ()
  "foo.br"() [^bb4] : () -> ()
^bb3:
  "foo.op"(%c) : (i32) -> ()
  "foo.br"() [^bb4] : () -> ()
^bb4:
  return
}

// -----

// Loops: a block merged with one that branches back to itself.
func.func @loops(%c: i1, %a: i32, %b: i32) {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  %0 = "foo.cond"() : () -> i1
  cf.cond_br %0, ^bb1, ^bb3
^bb2:
  %1 = "foo.cond"() : () -> i1
  cf.cond_br %1, ^bb2, ^bb3
^bb3:
  return
}

// -----

// Arguments every predecessor passes the same value for go.
func.func @redundant_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.br ^bb3(%a, %b : i32, i32)
^bb2:
  "foo.y"() : () -> ()
  cf.br ^bb3(%a, %a : i32, i32)
^bb3(%x: i32, %y: i32):
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}

// -----

// Identical blocks in a nested region.
func.func @nested(%a: i32) {
  "foo.region"() ({
    "foo.cond_br"() [^bb1, ^bb2] : () -> ()
  ^bb1:
    "foo.op"(%a) : (i32) -> ()
    "foo.end"() : () -> ()
  ^bb2:
    "foo.op"(%a) : (i32) -> ()
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A predecessor the pass cannot update keeps the argument; so does a
// loop passing the argument back.
func.func @kept_args(%a: i32) {
  "foo.br"(%a) [^bb1] : (i32) -> ()
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb2(%a : i32)
^bb2(%y: i32):
  "foo.use"(%y) : (i32) -> ()
  %c = "foo.cond"() : () -> i1
  cf.cond_br %c, ^bb2(%y : i32), ^bb3
^bb3:
  return
}

// -----

// Blocks with arguments and differing outside operands: the new
// arguments come after the old ones.
func.func @args_and_operands(%c: i1, %d: i1, %a: i32, %b: i32, %e: i64, %f: i64) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %d, ^bb3(%a : i32), ^bb5
^bb2:
  "foo.y"() : () -> ()
  cf.cond_br %d, ^bb4(%b : i32), ^bb5
^bb3(%x: i32):
  %0 = "foo.op"(%x, %e) : (i32, i64) -> i32
  "foo.use"(%0, %a) : (i32, i32) -> ()
  cf.br ^bb6
^bb4(%y: i32):
  %1 = "foo.op"(%y, %f) : (i32, i64) -> i32
  "foo.use"(%1, %b) : (i32, i32) -> ()
  cf.br ^bb6
^bb5:
  "foo.other"() : () -> ()
  cf.br ^bb6
^bb6:
  return
}

// -----

// A cluster of three: arguments are pruned only where every list agrees.
func.func @three(%f: i32, %a: i32, %b: i32, %c: i32) {
  "foo.pre"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb4
  ]
^bb1:
  "foo.op"(%a, %a, %b, %b) : (i32, i32, i32, i32) -> ()
  cf.br ^bb5
^bb2:
  "foo.op"(%b, %b, %c, %a) : (i32, i32, i32, i32) -> ()
  cf.br ^bb5
^bb3:
  "foo.op"(%c, %c, %a, %a) : (i32, i32, i32, i32) -> ()
  cf.br ^bb5
^bb4:
  "foo.last"() : () -> ()
  cf.br ^bb5
^bb5:
  return
}

// -----

// A result of the predecessor's own terminator cannot be passed to the
// merged block.
func.func @terminator_result(%a: i32) {
  %0 = "foo.producing_br"() [^bb1, ^bb2] : () -> i32
^bb1:
  "foo.op"(%0) : (i32) -> ()
  "foo.end"() [^bb3] : () -> ()
^bb2:
  "foo.op"(%a) : (i32) -> ()
  "foo.end"() [^bb3] : () -> ()
^bb3:
  return
}

// -----

// Merging repeats until nothing merges; nested regions too.
func.func @repeat(%c: i1, %a: i32) {
  "foo.region"() ({
    "foo.br3"() [^bb1, ^bb2, ^bb3] : () -> ()
  ^bb1:
    "foo.op"(%a) : (i32) -> ()
    "foo.br"() [^bb4] : () -> ()
  ^bb2:
    "foo.op"(%a) : (i32) -> ()
    "foo.br"() [^bb5] : () -> ()
  ^bb3:
    "foo.op"(%a) : (i32) -> ()
    "foo.br"() [^bb5] : () -> ()
  ^bb4:
    "foo.end"() : () -> ()
  ^bb5:
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Redundant arguments in a nested region, fed by a switch.
func.func @redundant_switch(%f: i32, %a: i32, %b: i32) {
  "foo.region"() ({
    "foo.pre"() : () -> ()
    cf.switch %f : i32, [
      default: ^bb1(%a, %b : i32, i32),
      1: ^bb1(%a, %a : i32, i32),
      2: ^bb2
    ]
  ^bb1(%x: i32, %y: i32):
    "foo.use"(%x, %y) : (i32, i32) -> ()
    "foo.end"() : () -> ()
  ^bb2:
    "foo.end2"() : () -> ()
  }) : () -> ()
  return
}
