
// Locations of every kind, attributes (a large one elided) and strings
// that need escaping in the message.
#loc = loc("outer.mlir":3:4)
func.func @locations(%m: memref<?xf32>, %i: index) {
  %a = memref.load %m[%i] : memref<?xf32> loc("named"("file.mlir":1:2))
  %b = memref.load %m[%i] : memref<?xf32> loc(callsite("callee.mlir":5:6 at "caller.mlir":7:8))
  %c = memref.load %m[%i] : memref<?xf32> loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %d = memref.load %m[%i] : memref<?xf32> loc(unknown)
  %e = memref.load %m[%i] : memref<?xf32> loc(#loc)
  %f = memref.load %m[%i] {nontemporal = true, note = "say \"hi\"\n\ttab"} : memref<?xf32>
  %g = memref.load %m[%i] {big = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>, small = dense<[1, 2]> : tensor<2xi32>} : memref<?xf32>
  %h = memref.load %m[%i] : memref<?xf32> loc(fused<"meta">["a.mlir":1:1])
  return
}

