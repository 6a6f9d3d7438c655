// RUN: mlir-opt %s -canonicalize --split-input-file -allow-unregistered-dialect

func.func @poison_uniqued() -> (i32, i32, f32) {
  "test.before"() : () -> ()
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : f32
  return %0, %1, %2 : i32, i32, f32
}

// -----

func.func @poison_explicit_attr() -> (i32, i32) {
  %0 = ub.poison <#ub.poison> : i32
  %1 = ub.poison : i32
  return %0, %1 : i32, i32
}

// -----

func.func @poison_folds_through_arith(%a: i32) -> (i32, vector<4xi32>) {
  %p = ub.poison : i32
  %0 = arith.addi %a, %p : i32
  %pv = ub.poison : vector<4xi32>
  %c = arith.constant dense<1> : vector<4xi32>
  %1 = arith.muli %pv, %c : vector<4xi32>
  return %0, %1 : i32, vector<4xi32>
}

// -----

func.func @poison_dead() {
  %0 = ub.poison : i64
  return
}

// -----

func.func @unreachable_kept(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  "test.side_effect"() : () -> ()
  ub.unreachable
}
