// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// // RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @a(%arg0: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?x?x5xf32>
  return
}
// -----
func.func @b(%t: tensor<?xf32>, %sz: index) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%sz) copy(%t) : tensor<?xf32>
  return
}
// -----
func.func @c(%t: tensor<?xf32>) {
  // expected-error@+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<5xf32>
  return
}
// -----
func.func @d(%t: tensor<?xf32>, %sz: index) {
  // expected-error@+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = bufferization.alloc_tensor() {bufferization.escape = 5} : tensor<5xf32>
  return
}
// -----
func.func @e(%m: memref<?xf32>) {
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xi32>
  return
}
// -----
func.func @f(%m: memref<?xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<4xf32>
  return
}
// -----
func.func @g(%m: memref<?xf32, 1>) {
  %0 = bufferization.to_tensor %m : memref<?xf32, 1> to tensor<?xf32>
  return
}
// -----
func.func @h(%m: tensor<?xf32>) {
  %0 = bufferization.to_buffer %m : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>, 3>
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %1 = bufferization.to_buffer %m : tensor<?xf32> to memref<?xi32>
  return
}
// -----
func.func @i(%a: tensor<?xf32>, %b: tensor<?xi32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  %0 = bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<?xi32>) -> tensor<?xi32>
  return
}
// -----
func.func @j(%a: tensor<?xf32>, %b: tensor<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<?xf32>) -> ()
  return
}
// -----
func.func @k(%a: tensor<?xf32>, %b: memref<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %a in writable %b : (tensor<?xf32>, memref<?xf32>) -> tensor<?xf32>
  return
}
// -----
func.func @l(%a: tensor<?xf32>, %b: tensor<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %a in restrict %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}
// -----
func.func @m(%a: tensor<?xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}
// -----
func.func @m2(%a: tensor<?xf32>, %b: memref<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
// -----
func.func @n(%a: memref<2xi32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%a, %a : memref<2xi32>, memref<2xi32>) if (%c)
  return
}
// -----
func.func @o(%a: memref<2xi32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xi32>, i1) -> (i1)
  return
}
// -----
// expected-error@+1 {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
func.func @p(%a: memref<2xi32>, %c: i1) attributes {bufferization.writable = true} {
  return
}
// -----
// expected-error@+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @q(%a: tensor<2xi32> {bufferization.writable = 1 : i32}) {
  return
}
// -----
func.func @r(%a: memref<2xi32> {bufferization.writable = true}) {
  return
}
// -----
// expected-error@+1 {{invalid value for 'bufferization.access'}}
func.func @s(%a: tensor<2xi32> {bufferization.access = "foo"}) {
  return
}
// -----
// expected-error@+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @t(%a: tensor<2xi32> {bufferization.buffer_layout = 3}) {
  return
}
// -----
// expected-error@+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @u(%a: tensor<2xi32> {bufferization.unknown = 3}) {
  %0 = arith.constant {bufferization.manual_deallocation} 0 : index
  return
}
// -----
func.func @v() {
  %0 = memref.alloc() {bufferization.manual_deallocation = 3} : memref<2xf32>
  // expected-error@+1 {{'arith.constant' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %1 = arith.constant {bufferization.manual_deallocation} 0 : index
  %2 = arith.constant {bufferization.foo} 0 : index
  return
}
// -----
func.func @a(%m: memref<4xi32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xi32> to tensor<5xf32>
  return
}
// -----
func.func @b(%m: memref<*xf32>) {
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf32>
  %1 = bufferization.to_buffer %0 : tensor<*xf32> to memref<*xf32, 3>
  return
}
// -----
func.func @c(%m: memref<*xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<4xf32>
  return
}
// -----
func.func @d(%m: memref<4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<*xf32>
  return
}
// -----
func.func @e(%m: memref<4x4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4x4xf32> to tensor<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to vector<4xf32>
  return
}
// -----
func.func @g(%m: tensor<4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %m : tensor<4xf32> to memref<?xf32>
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @h(%t: tensor<4xf32>) {
  // expected-error@+1 {{use of value '%t' expects different type than prior uses: 'index' vs 'tensor<4xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) size_hint=%t : tensor<4xf32>
  return
}
// -----
func.func @i(%t: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}
// -----
func.func @j(%t: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : !foo.bar
  return
}
// -----
func.func @k(%t: memref<4xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<*xf32>
  return
}
// -----
func.func @l(%t: memref<4xf32>) {
  %0 = bufferization.clone %t : memref<4xf32> to memref<5xi32>
  return
}
// -----
func.func @m(%t: tensor<*xf32>, %u: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %u : (tensor<*xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @n(%t: tensor<3xf32>, %u: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %u : (tensor<3xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @o(%t: tensor<3xf32>, %u: memref<3x4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %u : (tensor<3xf32>, memref<3x4xf32>) -> ()
  return
}
// -----
func.func @p(%t: tensor<3xf32>, %u: vector<3xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in %u : (tensor<3xf32>, vector<3xf32>) -> ()
  return
}
// -----
func.func @a(%m: i32) {
  // expected-error@+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'i32'}}
  %0 = "bufferization.to_tensor"(%m) : (i32) -> tensor<4xf32>
  return
}
// -----
func.func @b(%m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'i32'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> i32
  return
}
// -----
func.func @c(%m: i32) {
  // expected-error@+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'i32'}}
  %0 = "bufferization.clone"(%m) : (i32) -> i32
  return
}
// -----
func.func @d(%m: i32) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'i32'}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> i32
  return
}
// -----
func.func @e(%m: memref<4xf32>, %c: i32) {
  // expected-error@+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i32) -> ()
  return
}
// -----
func.func @f(%m: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> (i32)
  return
}
// -----
func.func @g(%m: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<4xf32>) -> ()
  return
}
// -----
func.func @h(%m: memref<4xf32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.materialize_in_destination"(%m, %c) : (memref<4xf32>, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// -----
func.func @i(%m: memref<4xf32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op attribute 'read_only' failed to satisfy constraint: unit attribute}}
  %0 = "bufferization.to_buffer"(%c) {read_only = 1} : (tensor<4xf32>) -> (memref<4xf32>)
  %1 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>, memory_space = 1}> : () -> tensor<4xf32>
  return
}
// -----
// expected-error@+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @a(%a: tensor<2xi32> {bufferization.writable = true})
// -----
// expected-error@+1 {{'bufferization.access' is expected to be a string attribute}}
func.func @b(%a: tensor<2xi32> {bufferization.access = 3}) { return }
// -----
func.func @c(%a: tensor<2xi32> {bufferization.access = "read-write", bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = false}) { return }
// -----
func.func @d(%a: tensor<2xi32>) -> (tensor<2xi32> {bufferization.foo = 3}) { return %a : tensor<2xi32> }
// -----
func.func @e(%a: tensor<2xi32> {bufferization.buffer_layout = strided<[1]>}) { return }
// -----
"test.op"() ({
^bb0(%a: i32):
  "test.yield"() : () -> ()
}) {arg_attrs = [{bufferization.writable = true}]} : () -> ()
// -----
func.func @f() {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  %1 = memref.alloca() {bufferization.manual_deallocation} : memref<2xf32>
  return
}
// -----
func.func @g() {
  // expected-error@+1 {{'bufferization.alloc_tensor' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %1 = bufferization.alloc_tensor() {bufferization.manual_deallocation} : tensor<2xf32>
  return
}
// -----
func.func @h(%m: memref<2xf32>) {
  %1 = bufferization.clone %m {bufferization.manual_deallocation} : memref<2xf32> to memref<2xf32>
  // expected-error@+1 {{'foo.bar' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  "foo.bar"() {bufferization.manual_deallocation} : () -> ()
  return
}
