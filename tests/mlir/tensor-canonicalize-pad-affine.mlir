// RUN: mlir-opt %s -canonicalize --split-input-file
// Consecutive tensor.pad ops with dynamic amounts: the sums become
// affine.apply ops, canonicalized as upstream composes them.

func.func @m1(%t: tensor<?x?xf32>, %a: index, %b: index, %v: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %t low[%a, %a] high[%b, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[%b, %a] high[%b, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

func.func @m2(%t: tensor<?xf32>, %a: index, %v: f32) -> tensor<?xf32> {
  %c = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
  %0 = tensor.pad %t low[%c] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.pad %0 low[%a] high[%c] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @m3(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %r = scf.execute_region -> tensor<?xf32> {
    %i = "test.idx"() : () -> index
    %0 = tensor.pad %t low[%i] high[1] {
    ^bb0(%k: index):
      tensor.yield %v : f32
    } : tensor<?xf32> to tensor<?xf32>
    %1 = tensor.pad %0 low[2] high[%i] {
    ^bb0(%k: index):
      tensor.yield %v : f32
    } : tensor<?xf32> to tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
