// RUN: mlir-opt %s -canonicalize --split-input-file
// Folds of arith ops with #ub.poison operands: poison propagates through
// the constant folders (not through shifts, whose folders check the shift
// amount first), and select takes the other operand.

func.func @poison(%x: i32, %v: vector<4xi32>) -> (i32, i32, i32, vector<4xi32>, i32, i32) {
  %p = ub.poison : i32
  %c = arith.constant 3 : i32
  %0 = arith.addi %p, %c : i32
  %1 = arith.muli %x, %p : i32
  %2 = arith.subi %p, %x : i32
  %pv = ub.poison : vector<4xi32>
  %3 = arith.andi %v, %pv : vector<4xi32>
  %4 = arith.shli %p, %c : i32
  %5 = arith.divui %p, %c : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, vector<4xi32>, i32, i32
}

// -----
func.func @extended_i1_and_poison(%x: i1) -> (i1, i1, i1, i1, i32, i32) {
  %t = arith.constant true
  %l, %h = arith.mului_extended %x, %t : i1
  %sl, %sh = arith.mulsi_extended %t, %t : i1
  %p = ub.poison : i32
  %c = arith.constant 4 : i32
  %s, %o = arith.addui_extended %p, %c : i32, i1
  %ml, %mh = arith.mulsi_extended %p, %c : i32
  return %l, %h, %sl, %sh, %ml, %mh : i1, i1, i1, i1, i32, i32
}


// -----

func.func @select_poison(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.select %c, %p, %x : i32
  %1 = arith.select %c, %y, %p : i32
  return %0, %1 : i32, i32
}

// -----

func.func @casts_poison() -> (i64, f32, i32, f64, index, f32, i1) {
  %p = ub.poison : i32
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.sitofp %p : i32 to f32
  %pf = ub.poison : f32
  %2 = arith.fptosi %pf : f32 to i32
  %3 = arith.extf %pf : f32 to f64
  %4 = arith.index_cast %p : i32 to index
  %5 = arith.bitcast %p : i32 to f32
  %c = arith.constant 1 : i32
  %6 = arith.cmpi eq, %p, %c : i32
  return %0, %1, %2, %3, %4, %5, %6 : i64, f32, i32, f64, index, f32, i1
}

// -----

func.func @float_poison(%x: f32) -> (f32, f32, f32) {
  %p = ub.poison : f32
  %0 = arith.addf %x, %p : f32
  %1 = arith.negf %p : f32
  %c = arith.constant 2.0 : f32
  %2 = arith.maximumf %p, %c : f32
  return %0, %1, %2 : f32, f32, f32
}
