// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%i) : memref<4xf32>
  return
}
// -----
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}
// -----
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloca(%i) : memref<4xf32>
  return
}
// -----
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%i] : memref<4xf32>
  return
}
// -----
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0}}
  %0 = memref.alloc() : memref<4xf32, strided<[?], offset: ?>>
  return
}
// -----
func.func @f(%i: index, %m: memref<4xf32>) {
// expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>
  return
}
// -----
func.func @f(%i: index, %m: memref<4xf32>) {
// expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}
// -----
func.func @f(%i: index, %m: memref<4xf32>) {
// expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}
// -----
func.func @f(%i: index, %m: memref<4xf32, strided<[2]>>) {
// expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
// -----
func.func @f(%i: index, %m: memref<4xf32>) {
// expected-error@+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
  %0 = memref.load %m[] : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<1>, data : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<*xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{floating point value not valid for specified type}}
  memref.prefetch %m[%i], read, locality<1.0>, data : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %m[], %i : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
// expected-error@+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %0 = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
// expected-error@+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i64
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
// expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i64, memref<4xi32>) -> i64
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
// expected-error@+1 {{expected non-function type}}
  %0 = memref.distinct_objects : 
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
// expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xi32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
// expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
// expected-error@+1 {{slice along dimension 2 runs out-of-bounds: 4 >= 4}}
  %1 = memref.subview %m[3, 4, 2][1, 6, 3][1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 210>>
  %2 = memref.subview %m[%i, %i, %i][%i, %i, %i][%i, %i, %i] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %3 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %4 = memref.subview %m[0, 2, 0][8, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x4xf32, strided<[64, 1], offset: 8>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected result element type to be 'f32', but got 'memref<16x4xi32>'}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xi32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<1x1x16x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<1x1x16x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16x4xf32>' and subview memref type 'memref<16x4xf32, 2>'}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, 2>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>>, %i: index) {
// expected-error@+1 {{base type 'memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>>' is not strided}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>> to memref<16x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<1x16x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<16x4xf32, strided<[4, 2]>>'}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 2]>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (3 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (3 vs 4) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0, 0][1, 16, 4, 1][1, 1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<10xi32>'}}
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10xf32, 3>'}}
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, 3>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{expected result type with size = dynamic instead of 10 in dim = 0}}
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [%i], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{expected result type with offset = dynamic instead of 3}}
  %1 = memref.reinterpret_cast %m to offset: [%i], sizes: [10], strides: [%i] : memref<?xf32> to memref<10xf32, strided<[2], offset: 3>>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, affine_map<(d0) -> (d0 + 1)>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  %1 = memref.cast %m : memref<4xf32> to memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
// expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %1 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>, %t: memref<4x5x6xf32, strided<[60, 6, 1], offset: 3>>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %s [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
// expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %2 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32, strided<[60, 6, 1], offset: 3>> into memref<20x6xf32, strided<[6, 1], offset: 3>>
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x5x6xf32, strided<[60, 6, 1], offset: 3>> into memref<120xf32, strided<[1], offset: 3>>
  %4 = memref.collapse_shape %s [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
  %5 = memref.transpose %s (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %6 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return
}
// -----
func.func @f(%t: memref<4x5x6xf32, strided<[60, 7, 1], offset: 3>>) {
// expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x5x6xf32, strided<[60, 7, 1], offset: 3>> into memref<120xf32, strided<[1], offset: 3>>
  return
}
// -----
func.func @f(%t: memref<4x5x6xf32>) {
// expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<20x6xf32>' but found 'memref<20x6xf32, strided<[6, 1]>>'}}
  %3 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32, strided<[6, 1]>>
  return
}
// -----
func.func @f(%t: memref<4x5x6xf32>) {
// expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 3}}
  %3 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32> into memref<4x5x6xf32>
  return
}
// -----
func.func @f(%t: memref<4x5x6xf32>) {
// expected-error@+1 {{'memref.expand_shape' op has source rank 3 and result rank 2. This is not an expansion (3 > 2).}}
  %3 = memref.expand_shape %t [[0], [1], [2]] output_shape [4, 5, 6] : memref<4x5x6xf32> into memref<20x6xf32>
  return
}
// -----
func.func @f(%t: memref<20xf32>) {
// expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %3 = memref.expand_shape %t [[0, 1]] output_shape [4, 5, 6] : memref<20xf32> into memref<4x5xf32>
  return
}
// -----
func.func @f(%t: memref<20xf32>) {
// expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %3 = memref.expand_shape %t [[0, 1]] output_shape [4, 6] : memref<20xf32> into memref<4x5xf32>
  return
}
// -----
func.func @f(%t: memref<20xf32, strided<[2], offset: 1>>, %i: index) {
// expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x5xf32, strided<[10, 2], offset: 1>>' but found 'memref<4x5xf32>'}}
  %3 = memref.expand_shape %t [[0, 1]] output_shape [4, 5] : memref<20xf32, strided<[2], offset: 1>> into memref<4x5xf32>
  return
}
// -----
func.func @f(%t: memref<4x?x1xf32, strided<[?, ?, 1]>>) {
// expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
  %3 = memref.collapse_shape %t [[0, 1, 2]] : memref<4x?x1xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[1]>>
  return
}
// -----
memref.global "private" @a : memref<2xf32> = dense<1.0>
func.func @f() {
  %0 = memref.get_global @a : memref<2xf32>
// expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %1 = memref.get_global @nope : memref<2xf32>
  return
}
// -----
func.func @a() { return }
func.func @f() {
// expected-error@+1 {{'memref.get_global' op 'a' does not reference a valid global memref}}
  %0 = memref.get_global @a : memref<2xf32>
  return
}
// -----
memref.global "private" @a : memref<2xf32> = dense<1.0>
func.func @f() {
// expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @a}}
  %0 = memref.get_global @a : memref<3xf32>
  return
}
// -----
// expected-error@+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @d : memref<2xf32> = dense<1.0> {alignment = 3}
// -----
// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'f32'}}
memref.global @d : f32
// -----
// expected-error@+1 {{integer literal not valid for specified type}}
memref.global @d : memref<2xf32> = 4
// -----
// expected-error@+1 {{expected attribute value}}
memref.global @d : memref<2xf32> =
// -----
// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got "x"}}
"memref.global"() <{sym_name = "e", type = memref<2xf32>, initial_value = "x"}> : () -> ()
// -----
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
memref.global @d : memref<2xf32> = dense<"abc">
// -----
// expected-note@+1 {{see existing symbol definition here}}
memref.global "private" @d : memref<2xi8> = dense<[1, 2]>
// expected-error@+1 {{redefinition of symbol named 'd'}}
memref.global "private" @d : memref<2xi8> = dense<[1, 2]>
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32, %x: f32):
    memref.atomic_yield %cur : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %cur : i32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
// expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    "test.op"() : () -> ()
    memref.atomic_yield %cur : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
// expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %a = memref.alloca() : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %a = memref.alloca_scope -> f32 {
// expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
      memref.store %cur, %m[%i] : memref<4xf32>
      memref.alloca_scope.return %cur : f32
    }
    memref.atomic_yield %a : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expects a non-empty block}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{use of value '%m' expects different type than prior uses: 'memref<*xf32>' vs 'memref<4xf32>'}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<*xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %m : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>, memref<1xi32>, f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{expected ':'}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{expected ','}}
  memref.dma_start %m[%i], %m[%i] %i, %t[%i] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{expected '[' in operand list}}
  memref.dma_start %m[%i], %m[%i], %i, %t : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{'memref.dma_start' op expected at least 7 operands}}
  memref.dma_start %m[%i], %m[%i], %i, %t[] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
// expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, f32, index) -> ()
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
// expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
// expected-error@+1 {{'memref.dma_start' op requires zero results}}
  %0 = "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index) -> (f32)
  return
}
// -----
func.func @t(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
// expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>
  return
}
// -----
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op result type 'memref<5x4xf32, strided<[1, 4]>>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5)>>'}}
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5)>>'}}
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32>
  return
}
// -----
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %2 = memref.transpose %v (i, j) -> (j) : memref<4x5xf32> to memref<5x4xf32>
  return
}
// -----
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %2 = memref.transpose %v (i, j, k) -> (j, i, k) : memref<4x5xf32> to memref<5x4xf32>
  return
}
// -----
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<*xf32> to memref<5x4xf32>
  return
}
// -----
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'f32'}}
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32> to f32
  return
}
// -----
func.func @t(%v : memref<4x5xf32, affine_map<(i, j)->(i floordiv 2, j)>>, %i: index) {
// expected-error@+1 {{base type 'memref<4x5xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
  %2 = memref.subview %v[0, 0][1, 1][1, 1] : memref<4x5xf32, affine_map<(i, j)->(i floordiv 2, j)>> to memref<1x1xf32>
  return
}
// -----
func.func @t(%v : memref<4x5xf32, affine_map<(i, j)[s0]->(i * s0 + j * 3 + 2 + i * 4)>>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<1x1xf32, strided<[?, 3], offset: 2>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x1xf32>'}}
  %2 = memref.subview %v[0, 0][1, 1][1, 1] : memref<4x5xf32, affine_map<(i, j)[s0]->(i * s0 + j * 3 + 2 + i * 4)>> to memref<1x1xf32>
  return
}
// -----
func.func @t(%v : memref<4x5xf32, affine_map<(i, j)->(j * 3 + 2 + i * 4 + i * 2)>>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<1x1xf32, strided<[6, 3], offset: 11>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x1xf32>'}}
  %2 = memref.subview %v[1, 1][1, 1][1, 1] : memref<4x5xf32, affine_map<(i, j)->(j * 3 + 2 + i * 4 + i * 2)>> to memref<1x1xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8)>>, %i: index) {
// expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8)>>'}}
  %1 = memref.view %b[%i][] : memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8)>> to memref<4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 8)>>'}}
  %1 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, affine_map<(d0) -> (d0 floordiv 8)>>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  %1 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, 1>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %1 = memref.view %b[%i][%i] : memref<2048xi8> to memref<4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  %1 = memref.view %b[%i][%i] : memref<2048xi8> to memref<4xf32, 1>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 8)>>'}}
  %1 = memref.view %b[%i][%i] : memref<2048xi8> to memref<4xf32, affine_map<(d0) -> (d0 floordiv 8)>>
  return
}
// -----
func.func @f(%b: memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8)>>, %i: index) {
// expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8)>>'}}
  %1 = memref.view %b[%i][%i] : memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8)>> to memref<4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{'memref.view' op result #0 must be memref of any type values, but got 'f32'}}
  %1 = "memref.view"(%b, %i, %i) : (memref<2048xi8>, index, index) -> f32
  return
}
// -----
func.func @f(%f: f32) {
// expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
// expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %f : f32
  }
  return
}
// -----
func.func @f(%f: f32) {
// expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = memref.alloca_scope -> (i32) {
// expected-note@+1 {{region branch point}}
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @f(%f: f32) {
// expected-error@+2 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@+1 {{region branch point}}
  %0 = memref.alloca_scope -> (i32) {
  }
  return
}
// -----
func.func @f(%f: f32) {
// expected-error@+1 {{'memref.alloca_scope' op region should have no arguments}}
  %0 = "memref.alloca_scope"() ({
  ^bb0(%a : f32):
    memref.alloca_scope.return %f : f32
  }) : () -> (f32)
  return
}
// -----
func.func @f(%f: f32) {
// expected-error@+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  %0 = "memref.alloca_scope"() ({
    "memref.alloca_scope.return"(%f) : (f32) -> ()
  ^bb1:
    "memref.alloca_scope.return"(%f) : (f32) -> ()
  }) : () -> (f32)
  return
}
// -----
func.func @f(%f: f32) {
// expected-error@+2 {{'memref.alloca_scope' op expects regions to end with 'memref.alloca_scope.return', found 'test.foo'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'}}
  %0 = "memref.alloca_scope"() ({
    "test.foo"() : () -> ()
  }) : () -> (f32)
  return
}
// -----
// expected-error@+1 {{'memref.global' op initial value shape expected to be 2, 2 but was 4}}
"memref.global"() <{sym_name = "c", type = memref<2x2xf32>, initial_value = dense<1.0> : tensor<4xf32>}> : () -> ()
// -----
// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "c", type = memref<2x2xf32>, initial_value = dense<1> : tensor<2x2xi32>}> : () -> ()
// -----
// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{sym_name = "c", type = memref<2x2xf32>, initial_value = 3 : i32}> : () -> ()
// -----
// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "c", type = memref<?xf32>}> : () -> ()
// -----
// expected-error@+1 {{expected operation name in quotes}}
memref.global @d : memref<2xf32> = dense<1.0> : tensor<2xf32>
// -----
// expected-error@+1 {{expected operation name in quotes}}
memref.global @d : memref<2xf32> = dense<1.0> : tensor<2xf32> {alignment = 8}
// -----
// expected-error@+1 {{expected operation name in quotes}}
memref.global @e : memref<2xf32> = dense<[1.0, 2.0]> : vector<2xf32>
