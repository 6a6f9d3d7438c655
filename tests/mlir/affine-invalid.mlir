// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Diagnostics of the affine ops (func and unregistered ops only).

func.func @apply_count(%n : index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"() <{map = affine_map<(d0) -> (d0)>}> : () -> index
  return
}

// -----

func.func @apply_dim_as_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}

// -----

func.func @apply_mismatch(%n : index) {
  // expected-error@+1 {{dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)
  return
}

// -----

func.func @iter_arg_is_no_dim(%n : index) {
  affine.for %i = 0 to 10 iter_args(%a = %n) -> index {
    // expected-error@+1 {{operand cannot be used as a dimension id}}
    affine.for %j = affine_map<(d0) -> (d0)>(%a) to 10 {
    }
    affine.yield %a : index
  }
  return
}

// -----

func.func @unknown_region_arg(%m : memref<10xi32>) {
  "foo.region"() ({
  ^bb0(%arg: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %m[%arg] : memref<10xi32>
    "foo.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @prefetch_index(%m : memref<10xi32>) {
  "foo.region"() ({
  ^bb0(%arg: index):
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%arg], read, locality<3>, data : memref<10xi32>
    "foo.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @if_without_else(%n : index) {
  // expected-error@+2 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = affine.if affine_set<() : ()>() -> index {
    affine.yield %n : index
  }
  return
}

// -----

func.func @for_lower_bound_results() {
  // expected-error@+1 {{'affine.for' op expected lower bound map to have at least one result}}
  affine.for %i = max affine_map<() -> ()>() to 5 {
  }
  return
}

// -----

func.func @for_inits(%n : index) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (0)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 1>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @for_bad_bound(%n : index) {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "s" to 10 {
  }
  return
}

// -----

func.func @parallel_steps(%n : index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @parallel_reduction(%n : index) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    %a = "foo.a"() : () -> i32
    affine.yield %a : i32
  }
  return
}

// -----

func.func @yield_parent(%n : index) {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"(%n) : (index) -> ()
}

// -----

func.func @load_type(%m : memref<4x4xf32>, %n : index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4x4xf32>'}}
  %0 = affine.load %m[%n, %n] : tensor<4x4xf32>
  return
}

// -----

func.func @prefetch_rw(%m : memref<4x4xf32>, %n : index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%n, %n], rw, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @delinearize_basis(%n : index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %n into (0, -1) : index, index
  return
}

// -----

func.func @linearize_basis(%n : index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = "affine.linearize_index"(%n, %n) <{static_basis = array<i64: 1, 2, 3>, operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> index
  return
}

// -----

func.func @dma_operands(%n : index, %m : memref<4xf32>, %t : memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %n, %m, %n, %t, %n, %n, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, index, memref<1xi32>, index, index, index) -> ()
  return
}
