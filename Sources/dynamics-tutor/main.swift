@preconcurrency import CReadline
import Tutor
print("tutor")
