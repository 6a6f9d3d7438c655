
memref.global @e : memref<2xf32> = dense<1.0>
