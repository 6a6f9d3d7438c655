// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 5 >= 4}}
  %0 = tensor.extract_slice %c[2][4][1] : tensor<4xf32> to tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %c[4][0][1] : tensor<4xf32> to tensor<0xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %c[-1][0][1] : tensor<4xf32> to tensor<0xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{expected sizes to be non-negative, but got -1}}
  %0 = tensor.extract_slice %c[0][-1][1] : tensor<4xf32> to tensor<0xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %c[0, 0][1][1] : tensor<4xf32> to tensor<1xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %c[0][1][1, 1] : tensor<4xf32> to tensor<1xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{expected 1 offset values, got 2}}
  %0 = tensor.extract_slice %c[0, 0][1, 1][1, 1] : tensor<4xf32> to tensor<1xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<4xi32>', but got 'tensor<4xf32>'}}
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xi32>
  return
}
// -----
func.func @f(%c: tensor<*xf32>) {
// expected-error@+1 {{'tensor.expand_shape' op expected the expanded type, 'tensor<2x2xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<*xf32>'.}}
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<*xf32> into tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.expand_shape %c [[0, 2]] output_shape [2, 2, 1] : tensor<4xf32> into tensor<2x2x1xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 2, 1] : tensor<4xf32> into tensor<2x2x1xf32>
  return
}
// -----
func.func @f(%c: tensor<4x4xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<4x4xf32> into tensor<16x1xf32>
  return
}
// -----
func.func @f(%c: tensor<4x4xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  1.}}
  %0 = tensor.collapse_shape %c [[0], [0]] : tensor<4x4xf32> into tensor<4x4xf32>
  return
}
// -----
func.func @f(%c: tensor<4x4xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16}}
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<4x4xf32> into tensor<?xf32>
  return
}
// -----
func.func @f(%c: tensor<4x?xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<4x?xf32> into tensor<16xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %d: tensor<8xf32>) {
// expected-error@+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %c into %d[0][4][1] : tensor<4xf32> into tensor<8xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %d: tensor<8xf32>) {
  "t.foo"() ({
// expected-error@+1 {{expected InParallelOpInterface parent, got:}}
    tensor.parallel_insert_slice %c into %d[0][4][1] : tensor<4xf32> into tensor<8xf32>
  }) : () -> ()
  return
}
// -----
func.func @f(%c: f32) {
// expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%c) : (f32) -> ()
}
// -----
func.func @f(%c: f32) {
// expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%c) : (f32) -> tensor<2xf32>
  return
}
// -----
func.func @f(%c: f32) {
// expected-error@+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = "tensor.from_elements"(%c) : (f32) -> tensor<?xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: tensor<2xf32>) {
// expected-error@+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %0 = "tensor.reshape"(%c, %i) : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: tensor<2xf32>) {
// expected-error@+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %0 = "tensor.gather"(%c, %i) <{gather_dims = array<i64: 0>}> : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = "tensor.generate"(%i) ({
  ^bb0(%a: index):
    tensor.yield %i : index
  }) : (index) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{must have one body argument per input dimension}}
  %0 = "tensor.generate"() ({
  ^bb0(%a: index, %b: index):
    tensor.yield %i : index
  }) : () -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+2 {{'tensor.generate' op expects regions to end with 'tensor.yield', found 't.foo'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  %0 = "tensor.generate"() ({
  ^bb0(%a: index):
    "t.foo"() : () -> ()
  }) : () -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = "tensor.generate"() ({
  ^bb0(%a: index):
    tensor.yield %i : index
  ^bb1:
    tensor.yield %i : index
  }) : () -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.generate' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %0 = "tensor.generate"() ({
  }) : () -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.pad' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  %0 = "tensor.pad"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
  }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<7xf32>'}}
  %0 = "tensor.pad"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2, 3>, static_low = array<i64: 1>}> ({
  ^bb0(%a: index):
    tensor.yield %i : index
  }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{specified type 'tensor<8xf32>' does not match the inferred type 'tensor<7xf32>'}}
  %0 = "tensor.pad"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
  ^bb0(%a: index):
    tensor.yield %i : index
  }) : (tensor<4xf32>) -> tensor<8xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{specified type 'tensor<8xf32>' does not match the inferred type 'tensor<7xf32>'}}
  %0 = "tensor.pad"(%c, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
  ^bb0(%a: index):
    tensor.yield %i : index
  }) : (tensor<4xf32>, index) -> tensor<8xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %i : index
  } : tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<2xf32>) {
// expected-error@+1 {{invalid tensor element type}}
  %0 = "tensor.splat"(%c) : (tensor<2xf32>) -> tensor<4xtensor<2xf32>>
  return
}
// -----
func.func @f(%c: f32) {
// expected-error@+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%c) : (f32) -> tensor<4xi32>
  return
}
// -----
func.func @f(%c: tensor<f32>, %i: index) {
// expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = "tensor.dim"(%c, %i) : (tensor<f32>, index) -> index
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
// expected-error@+1 {{'tensor.expand_shape' op requires attribute 'static_output_shape'}}
  %1 = "tensor.expand_shape"(%c) <{reassociation = [[0, 1]]}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[0, 1.0]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, -9223372036854775808>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[1, 0]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op expected collapsed rank (1) to equal the number of reassociation maps (0).}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[0, 1], []], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @f(%c: tensor<4x1xf32>, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (3).}}
  %0 = "tensor.collapse_shape"(%c) <{reassociation = [[0], [1], [2]]}> : (tensor<4x1xf32>) -> tensor<4x1xf32>
  return
}
// -----
func.func @f(%c: tensor<4x1xf32>, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = "tensor.collapse_shape"(%c) <{reassociation = [[0, 1, 2]]}> : (tensor<4x1xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4x1xf32>, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  0.}}
  %0 = "tensor.collapse_shape"(%c) <{reassociation = [[0], [-1]]}> : (tensor<4x1xf32>) -> tensor<4x1xf32>
  return
}
// -----
func.func @f(%c: tensor<4x1xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %c [[0, 1, 2], []] : tensor<4x1xf32> into tensor<4x1xf32>
  return
}
// -----
func.func @f(%c: tensor<4x1xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %c [[1, 0], []] : tensor<4x1xf32> into tensor<4x1xf32>
  return
}
// -----
func.func @f(%c: tensor<4x1xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %c [[], [0, 1]] : tensor<4x1xf32> into tensor<1x4xf32>
  return
}
// -----
func.func @f(%c: tensor<4x1xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %c [[0, 1], []] : tensor<4x1xf32> into tensor<3x1xf32>
  return
}
// -----
func.func @f(%c: tensor<4xindex>) {
// expected-error@+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  %0 = tensor.bitcast %c : tensor<4xindex> to tensor<4xi64>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.cast' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.cast"(%c) : (f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'f32'}}
  %0 = "tensor.bitcast"(%c) : (f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.bitcast' op result #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  %0 = "tensor.bitcast"(%c) : (tensor<4xf32>) -> tensor<4xindex>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.concat' op operand #0 must be variadic of ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.concat"(%c) <{dim = 0 : i64}> : (f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.empty' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "tensor.empty"(%c) : (f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.extract"(%c) : (f32) -> f32
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.extract_slice"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.gather' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.gather"(%c, %c) <{gather_dims = array<i64: 0>}> : (f32, f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.generate' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "tensor.generate"(%c) ({}) : (f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.insert' op operand #1 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.insert"(%c, %c) : (f32, f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.insert_slice' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.insert_slice"(%c, %c) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (f32, f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.reshape' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.reshape"(%c, %c) : (f32, f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.expand_shape' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.expand_shape"(%c) <{reassociation = [[0]], static_output_shape = array<i64: 4>}> : (f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.collapse_shape"(%c) <{reassociation = [[0]]}> : (f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.pad' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.pad"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({}) : (f32) -> tensor<7xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.parallel_insert_slice' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  "tensor.parallel_insert_slice"(%c, %c) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (f32, f32) -> ()
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.scatter' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.scatter"(%c, %c, %c) <{scatter_dims = array<i64: 0>}> : (f32, f32, f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.splat' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "tensor.splat"(%c, %c) : (f32, f32) -> tensor<4xf32>
  return
}
// -----
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.rank' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.rank"(%c) : (f32) -> i32
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.rank' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.rank"(%c) : (tensor<4xf32>) -> i32
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.dim' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%c, %i) : (tensor<4xf32>, index) -> i32
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.empty"() : () -> tensor<*xf32>
  return
}
// -----
func.func @f(%c: tensor<4xf32>, %i: tensor<4xindex>) {
// expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = "tensor.reshape"(%c, %i) : (tensor<4xf32>, tensor<4xindex>) -> tensor<2x2xf32>
  %1 = "tensor.reshape"(%c, %i) : (tensor<4xf32>, tensor<4xindex>) -> memref<2x2xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+2 {{expected '[' in dynamic index list}}
// expected-error@+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0][4] : tensor<4xf32> to tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.expand_shape' expected 'output_shape'}}
  %0 = tensor.expand_shape %t [[0, 1]] : tensor<4xf32> into tensor<2x2xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+2 {{custom op 'tensor.extract_slice' expected integer value}}
// expected-error@+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[a][4][1] : tensor<4xf32> to tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{integer literal not valid for specified type}}
  %0 = tensor.collapse_shape %t 3 : tensor<4xf32> into tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.extract %t[%i] : memref<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+2 {{custom op 'tensor.gather' expected integer value}}
// expected-error@+1 {{expected ']'}}
  %0 = tensor.gather %t[%i] gather_dims([0, a]) : (tensor<4xf32>, index) -> tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected '{' to begin a region}}
  %0 = tensor.pad %t low[1] high[2] : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index):
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.generate {
  ^bb0(%a: index):
  } : tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %t, %i : f32
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.concat' invalid kind of type specified: expected builtin.function, but found 'tensor<4xf32>'}}
  %0 = tensor.concat dim(0) %t : tensor<4xf32> -> tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected attribute value}}
  %0 = tensor.concat dim(x) %t : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{use of value '%i' expects different type than prior uses: 'f32' vs 'index'}}
  %0 = tensor.splat %i[%i] : tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = tensor.from_elements %i, %i : tensor<3xindex>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected operation name in quotes}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32> {x}
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0][4][1] {static_sizes = array<i64: 3>} : tensor<4xf32> to tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.collapse_shape %t [[0.0]] : tensor<4xf32> into tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.collapse_shape %t [[0 : i32]] : tensor<4xf32> into tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t nofold low[1] high[2] {
  ^bb0(%a: index):
    tensor.yield %t : tensor<4xf32>
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<4xf32> to tensor<1x4xf32>
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: index) {
// expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 6 >= 4}}
  %0 = tensor.insert_slice %t into %t[0, 0] [4, 4] [2, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{custom op 'tensor.gather' integer value too large}}
  %0 = tensor.gather %t[%i] gather_dims([4294967296000000000000]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{custom op 'tensor.gather' expected integer value}}
  %0 = tensor.gather %t[%i] gather_dims([0, ]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %t[%i] gather_dims([-0x1]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %t[%i] gather_dims([0x10]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %t[%i] gather_dims([true]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+2 {{custom op 'tensor.gather' expected integer value}}
// expected-error@+1 {{expected ']'}}
  %0 = tensor.gather %t[%i] gather_dims([1.5]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{expected '['}}
  %0 = tensor.gather %t[%i] gather_dims(0) : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x4xf32>
  return
}
// -----
// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({}) : () -> ()
// -----
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, static_high = 2 : i64, static_low = 1 : i64} for op tensor.pad: Invalid attribute `static_high` in property conversion: 2 : i64}}
  %r = "tensor.pad"(%v) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = 1, static_high = 2}> ({}) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = 2 : i64, static_sizes = 1 : i64, static_strides = 3 : i64} for op tensor.extract_slice: Invalid attribute `static_offsets` in property conversion: 2 : i64}}
  %r = "tensor.extract_slice"(%v) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = 1, static_offsets = 2, static_strides = 3}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>} for op tensor.extract_slice: size mismatch in attribute conversion: 3 vs 4}}
  %r = "tensor.extract_slice"(%v) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_sizes = array<i64: 1>, static_offsets = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {} for op tensor.cast: this operation does not support properties}}
  %r = "tensor.cast"(%v) <{}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {a = 1 : i64} for op tensor.cast: this operation does not support properties}}
  %r = "tensor.cast"(%v) <{a = 1}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%v: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1xf32>' or its rank-reduced variant 'tensor<f32>' (got: 'tensor<1x1xf32>')}}
  %0 = "tensor.gather"(%v, %i) <{gather_dims = array<i64: 0>, foo = 3}> : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x1xf32>
  return
}
// -----
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {a = 1 : i64} for op func.return: this operation does not support properties}}
  %r = "func.return"(%v) <{a = 1}> : (tensor<4xf32>) -> ()
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
// expected-error@+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.generate {
  ^bb0(%a: index):
    "t.op"() : () -> ()
  } : tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
// expected-error@+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.generate {
  ^bb0(%a: index):
    %c = tensor.dim %t, %a : tensor<4xf32>
  } : tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
// expected-error@+1 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %f : f32
  ^bb1:
    tensor.yield %f : f32
  } : tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
// expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.generate {
  ^bb0(%a: index):
// expected-error@+1 {{expected ':'}}
    tensor.yield %f, %f : f32, f32
  } : tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
// expected-error@+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.generate {
  } : tensor<4xf32>
  return
}
