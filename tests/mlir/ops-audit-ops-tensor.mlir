func.func @tensor_ops(%t: tensor<4x8xf32>, %d: index, %u: tensor<*xf32>, %dyn: tensor<?x?xf32>, %f: f32, %i: i32, %idx: tensor<2x1xindex>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e0 = tensor.empty() : tensor<4xf32>
  %e1 = tensor.empty(%d, %d) : tensor<?x5x?xf32>
  %e2 = tensor.empty() : tensor<4xf32, "enc">
  %ca = tensor.cast %dyn : tensor<?x?xf32> to tensor<4x?xf32>
  %cu = tensor.cast %t : tensor<4x8xf32> to tensor<*xf32>
  %dm = tensor.dim %dyn, %c1 : tensor<?x?xf32>
  %dm2 = tensor.dim %u, %c1 : tensor<*xf32>
  %rk = tensor.rank %t : tensor<4x8xf32>
  %ex = tensor.extract %t[%c0, %c1] : tensor<4x8xf32>
  %ex0 = tensor.extract %e0[%c0] : tensor<4xf32>
  %in = tensor.insert %f into %dyn[%c0, %c1] : tensor<?x?xf32>
  %fe = tensor.from_elements %i, %i, %i, %i : tensor<2x2xi32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  %sl = tensor.extract_slice %dyn[%c0, 1][%d, 2][1, %c1] : tensor<?x?xf32> to tensor<?x2xf32>
  %sl2 = tensor.extract_slice %t[0, 0][1, 8][1, 1] : tensor<4x8xf32> to tensor<8xf32>
  %sl3 = tensor.extract_slice %t[0, 0][1, 8][1, 1] {attr} : tensor<4x8xf32> to tensor<1x8xf32>
  %is = tensor.insert_slice %sl into %dyn[%c0, 1][%d, 2][1, %c1] : tensor<?x2xf32> into tensor<?x?xf32>
  %is2 = tensor.insert_slice %sl2 into %t[0, 0][1, 8][1, 1] : tensor<8xf32> into tensor<4x8xf32>
  %gen = tensor.generate %d, %d {
  ^bb0(%a: index, %b: index, %c: index):
    %s = arith.addi %a, %b : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<?x3x?xi32>
  %pad = tensor.pad %dyn low[%c0, 1] high[2, %d] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %pad2 = tensor.pad %t nofold low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<5x9xf32>
  %shp = tensor.from_elements %i, %i : tensor<2xi32>
  %rs = tensor.reshape %t(%shp) : (tensor<4x8xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %exs = tensor.expand_shape %dyn [[0, 1], [2]] output_shape [%d, 2, %d] : tensor<?x?xf32> into tensor<?x2x?xf32>
  %cos = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %cos2 = tensor.collapse_shape %t [[0, 1]] {foo} : tensor<4x8xf32> into tensor<32xf32>
  %cc = tensor.concat dim(1) %t, %dyn : (tensor<4x8xf32>, tensor<?x?xf32>) -> tensor<4x?xf32>
  %spl = tensor.splat %f : tensor<4x8xf32>
  %spl2 = tensor.splat %f[%d, %d] : tensor<?x3x?xf32>
  %bc = tensor.bitcast %t : tensor<4x8xf32> to tensor<4x8xi32>
  %bcu = tensor.bitcast %dyn : tensor<?x?xf32> to tensor<4x?xf32>
  %ga = tensor.gather %t[%idx] gather_dims([0]) : (tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<2x1x8xf32>
  %ga2 = tensor.gather %t[%idx] gather_dims([0]) unique : (tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
  %sc = tensor.scatter %ga into %t[%idx] scatter_dims([0]) unique : (tensor<2x1x8xf32>, tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<4x8xf32>
  %fa = scf.forall (%iv) in (4) shared_outs(%o = %t) -> (tensor<4x8xf32>) {
    %s1 = tensor.extract_slice %o[%iv, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s1 into %o[%iv, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
      tensor.parallel_insert_slice %s1 into %o[%iv, %c0] [1, 8] [1, 1] {foo} : tensor<1x8xf32> into tensor<4x8xf32>
    }
  }
  return %fa : tensor<4x8xf32>
}
