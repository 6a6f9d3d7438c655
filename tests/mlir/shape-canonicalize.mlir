// RUN: mlir-opt %s -canonicalize -split-input-file -allow-unregistered-dialect

func.func @arith_edges() -> (!shape.size, !shape.size, !shape.size, !shape.size) {
  %max = shape.const_size 9223372036854775807
  %one = shape.const_size 1
  %zero = shape.const_size 0
  %min = shape.const_size -9223372036854775808
  %m1 = shape.const_size -1
  %0 = shape.add %max, %one : !shape.size, !shape.size -> !shape.size
  %1 = shape.mul %max, %max : !shape.size, !shape.size -> !shape.size
  %3 = shape.div %min, %m1 : !shape.size, !shape.size -> !shape.size
  %4 = shape.div %m1, %max : !shape.size, !shape.size -> !shape.size
  return %0, %1, %3, %4 : !shape.size, !shape.size, !shape.size, !shape.size
}

// -----

func.func @shapes() -> (index, !shape.size, tensor<?xindex>, !shape.shape, !shape.shape, index) {
  %s = shape.const_shape [9223372036854775807, 2, 3] : tensor<3xindex>
  %e = shape.const_shape [] : tensor<0xindex>
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant -1 : index
  %0 = shape.num_elements %s : tensor<3xindex> -> index
  %big = shape.const_size 100
  %1 = shape.get_extent %s, %cm : tensor<3xindex>, index -> index
  %2 = shape.broadcast %s, %e : tensor<3xindex>, tensor<0xindex> -> tensor<?xindex>
  %h, %t = "shape.split_at"(%s, %cm) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
  %3 = shape.get_extent %s, %c1 : tensor<3xindex>, index -> index
  %4 = shape.rank %s : tensor<3xindex> -> index
  "use"(%1, %big) : (index, !shape.size) -> ()
  return %0, %big, %2, %h, %t, %3 : index, !shape.size, tensor<?xindex>, !shape.shape, !shape.shape, index
}

// -----

func.func @witnesses(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> !shape.witness {
  %0 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %1 = shape.cstr_broadcastable %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %t = shape.const_witness true
  %2 = shape.assuming_all %0, %t, %1, %1
  %3 = shape.assuming %2 -> (index, index) {
    %x = arith.constant 3 : index
    shape.assuming_yield %x, %x : index, index
  }
  "use"(%3#1) : (index) -> ()
  return %2 : !shape.witness
}

// -----

func.func @inline_true(%arg: index) -> index {
  %t = shape.const_witness true
  %0 = shape.assuming %t -> (index) {
    %y = "foo.op"(%arg) : (index) -> index
    shape.assuming_yield %y : index
  }
  return %0 : index
}

// -----

func.func @shape_of_things(%t: tensor<2x?xf32>, %u: tensor<*xf32>, %s: tensor<3xindex>) -> (index, tensor<?xindex>, tensor<?xindex>) {
  %0 = shape.shape_of %t : tensor<2x?xf32> -> tensor<?xindex>
  %c0 = arith.constant 1 : index
  %1 = tensor.extract %0[%c0] : tensor<?xindex>
  %r = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  %2 = shape.shape_of %r : tensor<?x?x?xf32> -> tensor<?xindex>
  %3 = shape.shape_of %t : tensor<2x?xf32> -> tensor<2xindex>
  %4 = tensor.cast %3 : tensor<2xindex> to tensor<?xindex>
  return %1, %2, %4 : index, tensor<?xindex>, tensor<?xindex>
}
