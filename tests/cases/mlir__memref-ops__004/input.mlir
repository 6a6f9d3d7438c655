
func.func @f(%m: memref<f32>, %n: memref<4xf32>) {
  %a:2 = memref.extract_strided_metadata %m : memref<f32> -> memref<f32>, index
  %b:4 = memref.extract_strided_metadata %n : memref<4xf32> -> memref<f32>, index, index, index
  "test.use"(%a#1, %b#3) : (index, index) -> ()
  return
}
