// RUN: mlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(cse))' -split-input-file

// The functions of upstream's test/Transforms/cse.mlir, one per case, CHECK
// lines dropped (outputs come from mlir-opt). Left out: those using the test
// dialect, and @nested_isolated, which upstream rejects (a func.func in a
// func.func).

func.func @simple_constant() -> (i32, i32) {
  %0 = arith.constant 1 : i32

  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

// -----

#map0 = affine_map<(d0) -> (d0 mod 2)>

func.func @basic() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 0 : index

  %0 = affine.apply #map0(%c0)
  %1 = affine.apply #map0(%c1)

  return %0, %1 : index, index
}

// -----

func.func @many(f32, f32) -> (f32) {
^bb0(%a : f32, %b : f32):
  %c = arith.addf %a, %b : f32
  %d = arith.addf %a, %b : f32
  %e = arith.addf %a, %b : f32
  %f = arith.addf %a, %b : f32

  %g = arith.addf %c, %d : f32
  %h = arith.addf %e, %f : f32
  %i = arith.addf %c, %e : f32

  %j = arith.addf %g, %h : f32
  %k = arith.addf %h, %i : f32

  %l = arith.addf %j, %k : f32

  return %l : f32
}

// -----

func.func @different_ops() -> (i32, i32) {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 1 : i32

  return %0, %1 : i32, i32
}

// -----

func.func @different_results(%arg0: tensor<*xf32>) -> (tensor<?x?xf32>, tensor<4x?xf32>) {
  %0 = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %arg0 : tensor<*xf32> to tensor<4x?xf32>

  return %0, %1 : tensor<?x?xf32>, tensor<4x?xf32>
}

// -----

func.func @different_attributes(index, index) -> (i1, i1, i1) {
^bb0(%a : index, %b : index):
  %0 = arith.cmpi slt, %a, %b : index

  %1 = arith.cmpi ne, %a, %b : index
  %2 = "arith.cmpi"(%a, %b) {predicate = 1} : (index, index) -> i1

  return %0, %1, %2 : i1, i1, i1
}

// -----

func.func @side_effect() -> (memref<2x1xf32>, memref<2x1xf32>) {
  %0 = memref.alloc() : memref<2x1xf32>

  %1 = memref.alloc() : memref<2x1xf32>

  return %0, %1 : memref<2x1xf32>, memref<2x1xf32>
}

// -----

func.func @down_propagate_for() {
  %0 = arith.constant 1 : i32

  affine.for %i = 0 to 4 {
    %1 = arith.constant 1 : i32
    "foo"(%0, %1) : (i32, i32) -> ()
  }
  return
}

// -----

func.func @down_propagate() -> i32 {
  %0 = arith.constant 1 : i32

  %cond = arith.constant true

  cf.cond_br %cond, ^bb1, ^bb2(%0 : i32)

^bb1: // CHECK: ^bb1:
  %1 = arith.constant 1 : i32
  cf.br ^bb2(%1 : i32)

^bb2(%arg : i32):
  return %arg : i32
}

// -----

func.func @up_propagate_for() -> i32 {
  affine.for %i = 0 to 4 {
    %0 = arith.constant 1 : i32
    "foo"(%0) : (i32) -> ()
  }

  %1 = arith.constant 1 : i32
  return %1 : i32
}

// -----

func.func @up_propagate() -> i32 {
  %0 = arith.constant 0 : i32

  %cond = arith.constant true

  cf.cond_br %cond, ^bb1, ^bb2(%0 : i32)

^bb1: // CHECK: ^bb1:
  %1 = arith.constant 1 : i32

  cf.br ^bb2(%1 : i32)

^bb2(%arg : i32): // CHECK: ^bb2
  %2 = arith.constant 1 : i32

  %add = arith.addi %arg, %2 : i32

  return %add : i32
}

// -----

func.func @up_propagate_region() -> i32 {
  %0 = "foo.region"() ({

    %1 = arith.constant 0 : i32
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2(%1 : i32)

  ^bb1: // CHECK: ^bb1:

    %c1_i32 = arith.constant 1 : i32
    cf.br ^bb2(%c1_i32 : i32)

  ^bb2(%arg : i32): // CHECK: ^bb2(%[[VAR_1:.*]]: i32):

    %c1_i32_0 = arith.constant 1 : i32
    %2 = arith.addi %arg, %c1_i32_0 : i32
    "foo.yield" (%2) : (i32) -> ()
  }) : () -> (i32)
  return %0 : i32
}

// -----

func.func @check_cummutative_cse(%a : i32, %b : i32) -> i32 {
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %a : i32
  %3 = arith.muli %1, %2 : i32
  return %3 : i32
}
